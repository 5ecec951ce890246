# Reference values for the AnimationTests, computed with mpmath (python3 references.py).
# Independent of the Swift code: curves by bisection on X(s), springs by ODE integration.
from mpmath import cos, sin
from mpmath import mp, mpf, findroot, exp, sqrt, log, odefun
mp.dps = 60
def bez(x1,y1,x2,y2,x):
    X=lambda s: 3*(1-s)**2*s*x1+3*(1-s)*s**2*x2+s**3
    Y=lambda s: 3*(1-s)**2*s*y1+3*(1-s)*s**2*y2+s**3
    # bisection to 1e-35
    lo,hi=mpf(0),mpf(1)
    for _ in range(130):
        m=(lo+hi)/2
        if X(m)<x: lo=m
        else: hi=m
    return Y((lo+hi)/2)
curves={'easeIn':(0.42,0,1,1),'easeOut':(0,0,0.58,1),'easeInOut':(0.42,0,0.58,1),'default':(0.25,0.1,0.25,1),
 'back':(0.68,-0.55,0.265,1.55),'flat':(1,0,0,1)}
xs=[0.05,0.1,0.25,0.5,0.75,0.9,0.99]
for n,c in curves.items():
    c=[mpf(str(v)) for v in c]
    print(n, [mp.nstr(bez(*c,mpf(str(x))),17) for x in xs])
# springs: B4 derivation
def omega0(T,z,v0,eps=mpf('0.001')):
    T,z,v0=mpf(T),mpf(z),mpf(v0)
    f=lambda w: exp(-z*w*T)*(z*w-v0)/(w*sqrt(1-z*z))-eps
    return findroot(f, mpf(9)/T)
for (T,z,v0) in [(0.5,0.7,4),(0.5,0.7,0),(1.0,0.7,0)]:
    w=omega0(T,z,v0); k=w*w; c=2*mpf(z)*w
    print('spring',T,z,v0,'w0',mp.nstr(w,17),'k',mp.nstr(k,17),'c',mp.nstr(c,17))
# ODE-integrated displacement (independent from closed form)
def ode_x(m,k,c,v0,ts):
    m,k,c,v0=mpf(m),mpf(k),mpf(c),mpf(v0)
    f=odefun(lambda t,y: [y[1], (-k*y[0]-c*y[1])/m], 0, [mpf(1), -v0])
    return [(mp.nstr(f(mpf(t))[0],17), mp.nstr(f(mpf(t))[1],17)) for t in ts]
w=omega0(0.5,0.7,4); k=w*w; c=2*mpf('0.7')*w
ts=[0.05,0.1,0.22,0.3,0.5]
print('B5 ode x,v', ode_x(1,k,c,4,ts))
print('critical ode', ode_x(1,100,20,3,[0.1,0.3,0.7]))
print('critical ode v0 25 (overshoot)', ode_x(1,100,20,25,[0.1,0.3,0.7]))
print('over ode', ode_x(2,100,60,-1,[0.1,0.3,0.7]))
print('under ode', ode_x(1,100,5,0,[0.1,0.3,0.7,2.0]))

# --- peak, settling times ---
mp.dps = 50
w=mpf('18.632832616594612'); 
w=findroot(lambda w: exp(-mpf('0.35')*w)*(mpf('0.7')*w-4)/(w*sqrt(1-mpf('0.49')))-mpf('0.001'), 18)
k=w*w; c=mpf('1.4')*w; lam=c/2; wd=sqrt(k-lam**2); B=(lam-4)/wd
x=lambda t: exp(-lam*t)*(cos(wd*t)+B*sin(wd*t))
tp=findroot(lambda t: mp.diff(x,t), (mpf('0.15'),mpf('0.3')), solver='bisect')
print('peak t',mp.nstr(tp,17),'peak p',mp.nstr(1-x(tp),17),'p(T)',mp.nstr(1-x(mpf('0.5')),17))
def under_settle(m,k,c,v0,eps=mpf('0.001')):
    m,k,c,v0=map(mpf,(m,k,c,v0)); lam=c/(2*m); wd=sqrt(k/m-lam**2); b=(lam-v0)/wd
    return log(sqrt(1+b*b)/eps)/lam
print('settle c5', mp.nstr(under_settle(1,100,5,0),17), 'c15', mp.nstr(under_settle(1,100,15,0),17))
# critical: m1 k100 c20 v0 25 -> envelope e^{-10t}(1+15t) = 1e-3, after peak
g=lambda t: exp(-10*t)*(1+15*t)-mpf('0.001')
print('crit settle', mp.nstr(findroot(g,(mpf('0.2'),mpf('3')),solver='bisect'),17))
# over m2 k100 c60 v0 -1: r = -lam +- sqrt(lam^2 - k/m), lam=15, w0^2=50
lam=mpf(15); r1=-lam+sqrt(lam**2-50); r2=-lam-sqrt(lam**2-50); a=(1-r2)/(r1-r2)
g=lambda t: abs(a)*exp(r1*t)+abs(1-a)*exp(r2*t)-mpf('0.001')
print('over settle', mp.nstr(findroot(g,(mpf('0.01'),mpf('10')),solver='bisect'),17))
