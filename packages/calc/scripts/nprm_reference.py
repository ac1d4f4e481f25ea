# The executable oracle of docs/engineering.md ("The oracle"): an independent implementation of the method,
# written during the research before the TypeScript engine. Everything below this header is kept as written then
# (its "METHOD.md" is the method now described in docs/engineering.md), so that agreement means two separate
# implementations compute the same figures. Never edit it to make a test pass; a deliberate change of the method
# changes both implementations, then regenerate src/fixtures/oracle-cases.json with generate-oracle-cases.py.
"""
Reference implementation of the NPRM ballast method described in METHOD.md.
Pure Python, no dependencies. Intended as an executable spec / test oracle for the
TypeScript implementation.  Units: ft, lb, mph, psf.
"""
import math

# ---------------------------------------------------------------- constants
# ASCE 7-10 Table 26.9-1 (same constants used by Table 29.3-1 / 27.3-1):
EXPOSURE = {            # alpha, zg [ft]
    "B": (7.0, 1200.0),
    "C": (9.5, 900.0),
    "D": (11.5, 700.0),
}
# TIA-222-G (used by the ROHN Effective Wind Velocity sheet): same alpha/zg plus Kz minimums
TIA_G_KZMIN = {"B": 0.70, "C": 0.85, "D": 1.03}
TIA_G_IMPORTANCE = {"I": 0.87, "II": 1.00, "III": 1.15}

def kz_asce7_10(z_ft: float, exposure: str) -> float:
    """ASCE 7-10 Kz = 2.01 (z/zg)^(2/alpha); z < 15 ft -> use 15 ft; z > zg -> 2.01."""
    alpha, zg = EXPOSURE[exposure]
    z = min(max(z_ft, 15.0), zg)
    return 2.01 * (z / zg) ** (2.0 / alpha)

def kz_tia_g(z_ft: float, exposure: str) -> float:
    alpha, zg = EXPOSURE[exposure]
    z = min(max(z_ft, 0.0001), zg)
    return max(TIA_G_KZMIN[exposure], 2.01 * (z / zg) ** (2.0 / alpha))

def qz(V_mph, z_ft, exposure, Kd=0.95, Kzt=1.0):
    """ASCE 7-10 Eq. 29.3-1: qz = 0.00256 Kz Kzt Kd V^2 (psf), V = ultimate (RC II map) speed."""
    return 0.00256 * kz_asce7_10(z_ft, exposure) * Kzt * Kd * V_mph ** 2

def rohn_effective_velocity(V, z_ft, exposure, tia_class="II", roof_le_60=True, Kd=0.95):
    """Reproduces ROHN 'Effective Wind Velocity Formula Sheet': Ve = C1*C2*V with
    C1 = sqrt(I*(1.9 if roof<=60ft else 1.0)), C2 = sqrt(Kz_TIA-G * Kd(0.95) * Gh(1.0))."""
    I = TIA_G_IMPORTANCE[tia_class]
    c1 = math.sqrt(I * (1.9 if roof_le_60 else 1.0))
    c2 = math.sqrt(kz_tia_g(z_ft, exposure) * Kd * 1.0)
    return c1, c2, c1 * c2 * V

# friction coefficients recommended for DESIGN (see METHOD.md section 7)
MU_DESIGN = {
    "membrane_epdm": 0.50,
    "membrane_tpo_pvc": 0.40,
    "membrane": 0.40,          # unknown single-ply -> the lower one
    "modified_bitumen": 0.50,
    "built_up_smooth": 0.50,
    "gravel": 0.40,            # pads must bear on cleared membrane; else test
    "concrete_pavers": 0.50,
    "metal": 0.30,
    "asphalt_shingle": 0.40,
}

# combination factors (resisting dead-load factor, wind factor) applied to strength-level wind
COMBOS = {
    "LRFD_0.9D+1.0W": (0.9, 1.0),   # ASCE 7-10 2.3.2 comb. 6  (recommended default)
    "ASD_0.6D+0.6W": (0.6, 0.6),    # ASCE 7-10 2.4.1 comb. 7
    "FS1.5_on_ASD_wind": (1.0, 0.9) # legacy: D >= 1.5 x (0.6W)
}

def design(*, V=115.0, exposure="C", building_h=30.0,
           ant_w=0.0, ant_area=0.0, ant_add_h=0.0,
           mount_w=0.0, b=2.0, H=3.0, mount_area=0.0,
           mast_d_in=2.375, mast_len=0.0, mast_w=0.0,
           min_ballast=0.0, roof="membrane",
           GCr_policy="all_heights",   # "all_heights" (ASCE 7-16/22, conservative) or "asce7_10" (<=60 ft only)
           Kd=0.95, combo="LRFD_0.9D+1.0W", block_lb=None,
           single_slope=False, roof_slope_deg=0.0, Ar=0.0,
           base_len=None, base_wid=None, max_epa=None, max_mot=None):
    """single_slope: mount bearing on ONE roof slope (not a ridge straddle) -> mu_eff = mu cos(t) - sin(t).
    Ar: horizontal projected area for the ASCE 7-10 29.5.1 / 7-16 29.4.1 uplift Fv = qh*1.5*Ar (default 0).
    Added with engine 1.3.0 (decision 0044), a deliberate change of the method:
    base_len, base_wid: a rectangular base (ft): tipping arm = half the SHORT side, footprint = base_len*base_wid
      (None: the square 2b x 2b of before).
    max_epa (ft2), max_mot (ft*lb): manufacturer's ratings; 'rating_exceeded' lists those the design is above
      (antenna EPA > max_epa; unfactored M_ot > max_mot)."""
    if base_len is not None:
        b = min(base_len, base_wid) / 2.0
    # heights above ROOF used as lever arms; heights above GROUND used for Kz
    y_ant = H + ant_add_h
    y_mast = mast_len / 2.0
    y_frame = H / 2.0
    z = lambda y: building_h + y
    if GCr_policy == "all_heights" or building_h <= 60.0:
        k = 1.9                  # GCr (ASCE 7-10 29.5.1 / ASCE 7-16 29.4.1)
        cf = {"antenna": 1.0, "mast": 1.0, "mount": 1.0}
    else:
        k = 0.85                 # ASCE 7-10 29.5: G=0.85, Cf assumed already inside EPA
        # engine 1.3.0: the bare mast and frame take their own Cf (ASCE 7-10 Fig. 29.5-1 round, largest 1.2;
        # Fig. 29.5-2 lattice of flat members, solidity < 0.1, 2.0); the antenna's EPA keeps its Cf inside
        cf = {"antenna": 1.0, "mast": 1.2, "mount": 2.0}
    A_mast = (mast_d_in / 12.0) * mast_len
    parts = [
        ("antenna", ant_area, y_ant),
        ("mast", A_mast, y_mast),
        ("mount", mount_area, y_frame),
    ]
    F = {}
    M = 0.0
    for name, A, y in parts:
        f = qz(V, z(y), exposure, Kd) * k * cf[name] * A
        F[name] = f
        M += f * y
    FH = sum(F.values())
    Wsw = ant_w + mount_w + mast_w
    phiD, gW = COMBOS[combo]
    mu = MU_DESIGN[roof]
    if single_slope and roof_slope_deg > 0:
        # gravity component along slope adds to sliding demand, normal force reduced
        th = math.radians(roof_slope_deg)
        mu_eff = mu * math.cos(th) - math.sin(th)
    else:
        mu_eff = mu
    Fv = qz(V, building_h, exposure, Kd) * 1.5 * Ar     # uplift at roof height, GCr = 1.5
    B_ot = gW * (M + Fv * b) / (phiD * b) - Wsw
    B_sl = ((gW * FH / mu_eff + gW * Fv) / phiD - Wsw) if mu_eff > 0 else float("inf")
    B = max(B_ot, B_sl, min_ballast, 0.0)
    if block_lb:
        B = math.ceil(B / block_lb - 1e-9) * block_lb
    W_total = Wsw + B
    area = (2 * b) ** 2 if base_len is None else base_len * base_wid
    rating_exceeded = ([] if max_epa is None or ant_area <= max_epa else ["max_epa"]) + \
        ([] if max_mot is None or M <= max_mot else ["max_overturning_moment"])
    return dict(qz_ant=qz(V, z(y_ant), exposure, Kd), Kz_ant=kz_asce7_10(z(y_ant), exposure),
                F=F, F_total=FH, M_ot=M, F_uplift=Fv, B_overturn=B_ot, B_slide=B_sl,
                ballast=B, dead_load=W_total, footprint_ft2=area, psf=W_total / area, mu=mu_eff, k=k,
                b=b, rating_exceeded=rating_exceeded)

if __name__ == "__main__":
    # ROHN worked example: 30' antenna elevation, 90 mph, Class I, Exposure B -> 95 mph
    print("ROHN example:", rohn_effective_velocity(90, 30, "B", "I", True))
    print("Motus example (C2 from table at 40ft):", rohn_effective_velocity(90, 40, "B", "II", True))
    for z in (15, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 120, 140, 160, 180, 200):
        print(z, [round(rohn_effective_velocity(1, z, e, "II", False)[1], 3) for e in "BCD"])
