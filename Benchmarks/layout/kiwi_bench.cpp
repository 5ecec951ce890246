// kiwi (C++, header-only) on the systems LayoutBench exports: the peer side of the solver
// section of Benchmarks/peers/run.py. Built there against kiwi's headers, never committed with them:
//   g++ -O2 -std=c++17 -I KIWI_DIR Benchmarks/layout/kiwi_bench.cpp -o /tmp/kiwi_bench
//   /tmp/kiwi_bench SYSTEM.txt FULL_RUNS EDIT_RUNS (EDIT_RUNS round trips per edit)
// SYSTEM.txt (written by Benchmarks/peers/section_solver.py from LayoutBench's layout_N.json):
//   views V variables N constraints M root R spacing S widthJump W spacingJump J
//   then one line per constraint: OP STRENGTH CONSTANT TERMS var coefficient ...
//   (OP is 0 for ==, 1 for <=, 2 for >=; STRENGTH is kiwi's, already mapped from the priority)
// Prints one JSON object per measurement: {"views":V,"what":"...","ms":[thread CPU samples]}; every
// measurement ends with updateVariables(), as LayoutBench ends with reading every variable.
#include <kiwi/kiwi.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include <time.h>

namespace {

struct Item {
  int op = 0;
  double strength = 0;
  double constant = 0;
  std::vector<std::pair<int, double>> terms;
};

struct System {
  int views = 0, variables = 0, root = -1, spacing = -1;
  double widthJump = 0, spacingJump = 0;
  std::vector<Item> items;
};

bool read(const char* path, System& s) {
  std::ifstream in(path);
  std::string key;
  int count = 0;
  in >> key >> s.views >> key >> s.variables >> key >> count >> key >> s.root >> key >> s.spacing >> key >>
      s.widthJump >> key >> s.spacingJump;
  if (!in || count < 0) return false;
  s.items.resize(count);
  for (Item& item : s.items) {
    int terms = 0;
    in >> item.op >> item.strength >> item.constant >> terms;
    if (!in || terms < 0) return false;
    item.terms.resize(terms);
    for (auto& term : item.terms) in >> term.first >> term.second;
  }
  return static_cast<bool>(in);
}

// The constraint of one item; `symbol`, when given, replaces the constant (constant == -symbol).
kiwi::Constraint make(const Item& item, const std::vector<kiwi::Variable>& vars, double constant,
                      const kiwi::Variable* symbol = nullptr) {
  std::vector<kiwi::Term> terms;
  for (const auto& term : item.terms) terms.emplace_back(vars[term.first], term.second);
  if (symbol) terms.emplace_back(*symbol, -1.0);
  kiwi::Expression expression(terms, symbol ? 0.0 : constant);
  kiwi::RelationalOperator op = item.op == 0 ? kiwi::OP_EQ : (item.op == 1 ? kiwi::OP_LE : kiwi::OP_GE);
  return kiwi::Constraint(expression, op, item.strength);
}

// Thread CPU time, as LayoutBench measures ours: on a loaded machine wall time measures the neighbours.
double threadMilliseconds() {
  timespec spec{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec);
  return spec.tv_sec * 1e3 + spec.tv_nsec / 1e6;
}

double millisecondsOf(const std::function<void()>& body) {
  double start = threadMilliseconds();
  body();
  return threadMilliseconds() - start;
}

// `runs` timed round trips of `edit` (told to go to the far value, then back), each halved: the
// two directions cost differently, so LayoutBench times its edits the same way.
std::vector<double> roundTrips(int runs, const std::function<void(bool)>& edit) {
  std::vector<double> samples;
  for (int run = 0; run < runs; ++run) samples.push_back(millisecondsOf([&] {
    edit(true);
    edit(false);
  }) / 2);
  return samples;
}

void print(int views, const char* what, const std::vector<double>& samples) {
  std::printf("{\"views\":%d,\"what\":\"%s\",\"ms\":[", views, what);
  for (size_t i = 0; i < samples.size(); ++i) std::printf("%s%.6f", i ? "," : "", samples[i]);
  std::printf("]}\n");
  std::fflush(stdout);
}

// A solver holding every constraint, added in order (the required root width included: kiwi
// slows down badly when it is left free, as every later add then needs an artificial variable).
struct Built {
  kiwi::Solver solver;
  std::vector<kiwi::Variable> vars;
  std::vector<kiwi::Constraint> constraints;
};

void build(const System& s, Built& b) {
  b.vars.clear();
  for (int i = 0; i < s.variables; ++i) b.vars.emplace_back("v" + std::to_string(i));
  for (const Item& item : s.items) {
    b.constraints.push_back(make(item, b.vars, item.constant));
    b.solver.addConstraint(b.constraints.back());
  }
}

// The root at the wide width (the required root.width == W swapped for W = widthJump), where
// LayoutBench times its spacing edits: there a spacing change moves every card, not card 0's
// children alone, so both sides do the same work.
void widen(const System& s, Built& b) {
  b.solver.removeConstraint(b.constraints[s.root]);
  b.constraints[s.root] = make(s.items[s.root], b.vars, -s.widthJump);
  b.solver.addConstraint(b.constraints[s.root]);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: kiwi_bench SYSTEM.txt FULL_RUNS EDIT_RUNS\n");
    return 2;
  }
  System s;
  if (!read(argv[1], s) || s.root < 0 || s.spacing < 0) {
    std::fprintf(stderr, "kiwi_bench: cannot read %s\n", argv[1]);
    return 2;
  }
  const int fullRuns = std::atoi(argv[2]), editRuns = std::atoi(argv[3]);

  // Initial solve: every constraint added, then the variables updated.
  std::vector<double> full;
  for (int run = 0; run < fullRuns; ++run) {
    full.push_back(millisecondsOf([&] {
      Built b;
      build(s, b);
      b.solver.updateVariables();
    }));
  }
  print(s.views, "full", full);

  // Width jump through an edit variable (kiwi's fastest path for a changing constant): once
  // built, root.width gets an edit variable of strength 1e8 (below required), then the required
  // root.width == W is removed, so the edit variable alone holds the width.
  {
    Built b;
    build(s, b);
    const kiwi::Variable& width = b.vars[s.items[s.root].terms[0].first];
    b.solver.addEditVariable(width, 1e8);
    b.solver.suggestValue(width, 375);
    b.solver.removeConstraint(b.constraints[s.root]);
    b.solver.updateVariables();
    print(s.views, "width-suggest", roundTrips(editRuns, [&](bool wide) {
      b.solver.suggestValue(width, wide ? s.widthJump : 375);
      b.solver.updateVariables();
    }));
  }

  // Spacing change through an edit variable: the constraint's constant becomes a variable c
  // (terms - c == 0, required; c = -constant) held by an edit variable, then the original
  // constraint is removed. Both spacing sections run at the wide root (`widen`).
  {
    Built b;
    build(s, b);
    widen(s, b);
    kiwi::Variable constant("spacing");
    const Item& item = s.items[s.spacing];
    b.solver.addEditVariable(constant, 1e8);
    b.solver.suggestValue(constant, -item.constant);
    b.solver.addConstraint(make(item, b.vars, 0, &constant));
    b.solver.removeConstraint(b.constraints[s.spacing]);
    b.solver.updateVariables();
    print(s.views, "spacing-suggest", roundTrips(editRuns, [&](bool wide) {
      b.solver.suggestValue(constant, wide ? s.spacingJump : -item.constant);
      b.solver.updateVariables();
    }));
  }

  // Spacing change by removing the constraint and adding it back with the new constant.
  {
    Built b;
    build(s, b);
    widen(s, b);
    const Item& item = s.items[s.spacing];
    kiwi::Constraint current = b.constraints[s.spacing];
    b.solver.updateVariables();
    print(s.views, "spacing-readd", roundTrips(editRuns, [&](bool wide) {
      b.solver.removeConstraint(current);
      current = make(item, b.vars, wide ? -s.spacingJump : item.constant);
      b.solver.addConstraint(current);
      b.solver.updateVariables();
    }));
  }

  // The solution, so the section can check that both solvers agree.
  {
    Built b;
    build(s, b);
    b.solver.updateVariables();
    std::printf("{\"views\":%d,\"what\":\"values\",\"values\":[", s.views);
    for (size_t i = 0; i < b.vars.size(); ++i) std::printf("%s%.9g", i ? "," : "", b.vars[i].value());
    std::printf("]}\n");
  }
  return 0;
}
