import ExportCLI

// `layoutreel …`: the name to install on PATH, where `export` is the shell's builtin.
LayoutReelCommandLine.run(as: .layoutreel)
