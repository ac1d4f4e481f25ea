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

# ---------------------------------------------------------------- code editions (ASCE 7-10 / 7-16 / 7-22)
# Certainty marks: [C] certain (the engineering review's mark, and public text agrees where the note cites some),
# [S] needs the primary standard before it is relied on. Sources and clause notes: code-editions-and-seismic.md.
EDITION_7_10 = "ASCE 7-10"
EDITION_7_16 = "ASCE 7-16"
EDITION_7_22 = "ASCE 7-22"
EDITIONS = (EDITION_7_10, EDITION_7_16, EDITION_7_22)

# What an ASCE 7-22 implementation still needs from the primary text (the 7-22 path raises with this list).
ASCE7_22_NEEDS = (
    "K_d's place (believed moved out of q_z, Eq. 26.10-1, into each load equation, e.g. F_h = q_h K_d (GCr) A_f) [S]",
    "the exposure constants and K_z of Table 26.10-1 / 26.11-1, incl. Exposure B near the ground [S]",
    "the rooftop-equipment (GCr) of Sec. 29.4.1, lateral and uplift, and whether they were revised [S]",
    "Table 26.6-1 K_d for rooftop equipment and round members [S]",
    "K_e (Table 26.9-1; believed unchanged from 7-16) [S]",
    "whether Ch. 32 tornado loads reach rooftop equipment of Risk Category III/IV buildings [S]",
)

# Load-combination clause labels per edition (the factors are the same in both editions) [C, per the engineering
# review's L1/L2; 7-16 moved the seismic combinations to 2.3.6 / 2.4.5 and renumbered LRFD 0.9D + 1.0W to comb. 5].
COMBO_CLAUSES = {
    EDITION_7_10: {"LRFD_0.9D+1.0W": "ASCE 7-10 Sec. 2.3.2 comb. 6", "ASD_0.6D+0.6W": "ASCE 7-10 Sec. 2.4.1 comb. 7"},
    EDITION_7_16: {"LRFD_0.9D+1.0W": "ASCE 7-16 Sec. 2.3.1 comb. 5", "ASD_0.6D+0.6W": "ASCE 7-16 Sec. 2.4.1 comb. 7"},
}

def _check_edition(edition):
    """Returns the edition name; ValueError for an unknown one; NotImplementedError for ASCE 7-22."""
    if edition not in EDITIONS:
        raise ValueError(f"unknown code edition {edition!r}: one of {', '.join(EDITIONS)}")
    if edition == EDITION_7_22:
        raise NotImplementedError("ASCE 7-22: not implemented, each of these needs the primary text first: "
                                  + "; ".join(ASCE7_22_NEEDS))
    return edition

def ke_asce7_16(ground_elevation_ft):
    """ASCE 7-16 ground elevation factor K_e = exp(-0.0000362 z_g), z_g = ground elevation above sea level in ft
    (Table 26.9-1, the note's formula) [C]. None (not given) -> 1.0, which 7-16 always permits (conservative,
    K_e <= 1 above sea level). Below sea level the formula gives slightly more than 1.0 (conservative).
    The table's own rows (1.00 / 0.96 / 0.93 / 0.90 / 0.86 / 0.83 / 0.80 at 0 ... 6,000 ft) differ from the formula
    by about 0.005 (4,000 ft: 0.86 against 0.865); this reference uses the formula."""
    if ground_elevation_ft is None:
        return 1.0
    zg = float(ground_elevation_ft)
    if not math.isfinite(zg):
        raise ValueError(f"ground elevation must be a finite number of feet, got {ground_elevation_ft!r}")
    return math.exp(-0.0000362 * zg)

def qz_edition(V, z, exposure, Kd=0.95, Kzt=1.0, edition=EDITION_7_10, ground_elevation_ft=None):
    """Velocity pressure (psf) by edition.
    ASCE 7-10: qz() exactly (Eq. 29.3-1, no K_e; ground_elevation_ft ignored).
    ASCE 7-16: 0.00256 K_z K_zt K_d K_e V^2 (Eq. 26.10-1) = qz() * ke_asce7_16(ground_elevation_ft) [C];
               K_z as 7-10 (Table 26.11-1 keeps alpha / z_g and the 15 ft floor) [C].
    ASCE 7-22: NotImplementedError naming what needs a primary source (ASCE7_22_NEEDS)."""
    edition = _check_edition(edition)
    if edition == EDITION_7_10:
        return qz(V, z, exposure, Kd, Kzt)
    return qz(V, z, exposure, Kd, Kzt) * ke_asce7_16(ground_elevation_ft)

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
           edition=EDITION_7_10, ground_elevation_ft=None, antennas=None,
           base_len=None, base_wid=None, max_epa=None, max_mot=None):
    """single_slope: mount bearing on ONE roof slope (not a ridge straddle) -> mu_eff = mu cos(t) - sin(t).
    Ar: horizontal projected area for the ASCE 7-10 29.5.1 / 7-16 29.4.1 uplift Fv = qh*1.5*Ar (default 0).
    edition: 'ASCE 7-10' (default: every result exactly as before this option existed), 'ASCE 7-16' (every q_z,
    the forces' and the uplift's q_h alike, times K_e of ground_elevation_ft, 1.0 when None; GCr 1.9 at every
    building height whatever GCr_policy says, 7-16 29.4.1 having no height limit), or 'ASCE 7-22'
    (NotImplementedError: see qz_edition). Under 7-10 ground_elevation_ft is ignored (7-10 has no K_e).
    The returned dict gains 'edition' and 'Ke' only when the edition is not 7-10.
    antennas: several antennas on one mount, a list of (weight_lb, area_ft2, add_h_ft) tuples that replaces
    ant_w/ant_area/ant_add_h; each antenna's force is taken at its own centroid (q_z at building_h + H + add_h) and
    its moment about the roof with its own arm; weights add. One tuple gives exactly the single-antenna result.
    The returned dict then names the antennas' forces 'antenna 1', 'antenna 2', ... in F.
    With several antennas, max_epa is checked against the sum of their areas.
    Added with engine 1.3.0 (decision 0044), a deliberate change of the method:
    base_len, base_wid: a rectangular base (ft): tipping arm = half the SHORT side, footprint = base_len*base_wid
      (None: the square 2b x 2b of before).
    max_epa (ft2), max_mot (ft*lb): manufacturer's ratings; 'rating_exceeded' lists those the design is above
      (antenna EPA > max_epa; unfactored M_ot > max_mot)."""
    edition = _check_edition(edition)
    if base_len is not None:
        b = min(base_len, base_wid) / 2.0
    # heights above ROOF used as lever arms; heights above GROUND used for Kz
    y_ant = H + ant_add_h
    y_mast = mast_len / 2.0
    y_frame = H / 2.0
    z = lambda y: building_h + y
    q = lambda zz: qz_edition(V, zz, exposure, Kd, 1.0, edition, ground_elevation_ft)
    if edition == EDITION_7_16 or GCr_policy == "all_heights" or building_h <= 60.0:
        k = 1.9                  # GCr (ASCE 7-10 29.5.1 / ASCE 7-16 29.4.1)
        cf = {"mast": 1.0, "mount": 1.0}
    else:
        k = 0.85                 # ASCE 7-10 29.5: G=0.85, Cf assumed already inside EPA
        # engine 1.3.0: the bare mast and frame take their own Cf (ASCE 7-10 Fig. 29.5-1 round, largest 1.2;
        # Fig. 29.5-2 lattice of flat members, solidity < 0.1, 2.0); the antenna's EPA keeps its Cf inside
        cf = {"mast": 1.2, "mount": 2.0}
    A_mast = (mast_d_in / 12.0) * mast_len
    if antennas:
        ant_parts = [(f"antenna {i + 1}", a, H + h) for i, (_, a, h) in enumerate(antennas)]
        ant_w = sum(w for w, _, _ in antennas)
        # the mount's rated EPA is for everything on its mast: the antennas' areas add (a deliberate change of the
        # method, with several antennas on one mount)
        ant_area = sum(a for _, a, _ in antennas)
        y_ant = H + antennas[0][2]
    else:
        ant_parts = [("antenna", ant_area, y_ant)]
    parts = ant_parts + [
        ("mast", A_mast, y_mast),
        ("mount", mount_area, y_frame),
    ]
    F = {}
    M = 0.0
    for name, A, y in parts:
        f = q(z(y)) * k * cf.get(name, 1.0) * A
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
    Fv = q(building_h) * 1.5 * Ar     # uplift at roof height, GCr = 1.5
    B_ot = gW * (M + Fv * b) / (phiD * b) - Wsw
    B_sl = ((gW * FH / mu_eff + gW * Fv) / phiD - Wsw) if mu_eff > 0 else float("inf")
    B = max(B_ot, B_sl, min_ballast, 0.0)
    if block_lb:
        B = math.ceil(B / block_lb - 1e-9) * block_lb
    W_total = Wsw + B
    area = (2 * b) ** 2 if base_len is None else base_len * base_wid
    rating_exceeded = ([] if max_epa is None or ant_area <= max_epa else ["max_epa"]) + \
        ([] if max_mot is None or M <= max_mot else ["max_overturning_moment"])
    out = dict(qz_ant=q(z(y_ant)), Kz_ant=kz_asce7_10(z(y_ant), exposure),
               F=F, F_total=FH, M_ot=M, F_uplift=Fv, B_overturn=B_ot, B_slide=B_sl,
               ballast=B, dead_load=W_total, footprint_ft2=area, psf=W_total / area, mu=mu_eff, k=k,
               b=b, rating_exceeded=rating_exceeded)
    if edition != EDITION_7_10:
        out.update(edition=edition, Ke=ke_asce7_16(ground_elevation_ft))
    return out

# ---------------------------------------------------------------- seismic screen (ASCE 7-10 / 7-16 Ch. 11 and 13)
SDC_ORDER = "ABCDEF"
RISK_CATEGORIES = ("I", "II", "III", "IV")
SDS_THRESHOLDS = (0.167, 0.33, 0.50)     # Table 11.6-1 [C]
SD1_THRESHOLDS = (0.067, 0.133, 0.20)    # Table 11.6-2 [C]
SDC_BY_ROW = {"I": "ABCD", "II": "ABCD", "III": "ABCD", "IV": "ACDD"}   # bins: < t1, < t2, < t3, >= t3
AP_COMMUNICATION = 1.0                   # Table 13.6-1 [C for 7-10, S for 7-16]
RP_COMMUNICATION = 2.5                   # Table 13.6-1 [C for 7-10, S for 7-16]
EXEMPT_MAX_WEIGHT_LB = 400.0             # Sec. 13.1.4 [C]
EXEMPT_MAX_COM_FT = 4.0                  # Sec. 13.1.4 [C]
EXEMPT_LIGHT_WEIGHT_LB = 20.0            # Sec. 13.1.4 [C]

def _risk_category(rc):
    r = {1: "I", 2: "II", 3: "III", 4: "IV"}.get(rc, rc) if not isinstance(rc, bool) else rc
    if r not in RISK_CATEGORIES:
        raise ValueError(f"risk category must be one of {', '.join(RISK_CATEGORIES)}, got {rc!r}")
    return r

def _accel(name, v):
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or v < 0:
        raise ValueError(f"{name} must be a finite number of g, 0 or more, got {v!r}")
    return float(v)

def _bin(v, thresholds):
    return sum(1 for t in thresholds if v >= t)

def seismic_design_category(sds, sd1, risk_category):
    """Seismic design category from S_DS (Table 11.6-1) and S_D1 (Table 11.6-2), the more severe of the two.
    Returns 'A', 'B', 'C' or 'D'; 'D' stands for "D or above" (E/F need S_1, not an input)."""
    row = SDC_BY_ROW[_risk_category(risk_category)]
    a = row[_bin(_accel("sds", sds), SDS_THRESHOLDS)]
    b = row[_bin(_accel("sd1", sd1), SD1_THRESHOLDS)]
    return max(a, b, key=SDC_ORDER.index)

def component_importance(risk_category):
    """I_p: 1.5 for Risk Category IV, else 1.0 (see seismic_screen's docstring)."""
    return 1.5 if _risk_category(risk_category) == "IV" else 1.0

def fp(sds, Wp, ap=AP_COMMUNICATION, Rp=RP_COMMUNICATION, Ip=1.0, z_over_h=1.0):
    """Horizontal seismic design force (lb, strength level) of Eq. 13.3-1, clamped to [13.3-3, 13.3-2]:
    0.4 a_p S_DS W_p (1 + 2 z/h) / (R_p / I_p), between 0.3 S_DS I_p W_p and 1.6 S_DS I_p W_p. Roof level: z/h = 1."""
    sds = _accel("sds", sds)
    if Rp <= 0 or Ip <= 0 or ap <= 0 or Wp < 0:
        raise ValueError("a_p, R_p and I_p must be > 0 and W_p >= 0")
    zh = min(max(float(z_over_h), 0.0), 1.0)
    raw = 0.4 * ap * sds * Wp * (1.0 + 2.0 * zh) / (Rp / Ip)
    return min(max(raw, 0.3 * sds * Ip * Wp), 1.6 * sds * Ip * Wp)

def chapter13_exemption(sdc, Ip, total_weight_lb, com_height_ft, positively_attached=False):
    """The Sec. 13.1.4 exemption that applies, as a sentence, or None when Chapter 13 applies."""
    if sdc not in SDC_ORDER:
        raise ValueError(f"seismic design category must be one of A-F, got {sdc!r}")
    if sdc == "A":
        return "Seismic design category A: nonstructural components are exempt (Sec. 11.7, 13.1.4)"
    if sdc == "B":
        return "Seismic design category B: mechanical and electrical components are exempt (Sec. 13.1.4)"
    if sdc == "C":
        if Ip == 1.0:
            return "Seismic design category C with I_p = 1.0: exempt (Sec. 13.1.4)"
        return None
    if Ip != 1.0 or not positively_attached:
        return None
    w = float(total_weight_lb)
    if w <= EXEMPT_LIGHT_WEIGHT_LB:
        return f"{w:g} lb <= 20 lb, I_p = 1.0, positively attached: exempt (Sec. 13.1.4)"
    if w <= EXEMPT_MAX_WEIGHT_LB and com_height_ft is not None and com_height_ft <= EXEMPT_MAX_COM_FT:
        return (f"{w:g} lb <= 400 lb with the centre of mass {com_height_ft:g} ft <= 4 ft above the roof, "
                "I_p = 1.0, positively attached: exempt (Sec. 13.1.4)")
    return None

def chapter13_applies(sdc, Ip, total_weight_lb, com_height_ft, positively_attached=False):
    """True when Chapter 13 applies (no Sec. 13.1.4 exemption): SDC A/B never; C when I_p != 1.0; D-F unless
    I_p = 1.0, the component is positively attached (a ballasted mount is not: default False) and it weighs
    <= 400 lb with its centre of mass <= 4 ft above the roof, or <= 20 lb. com_height_ft None: unknown, not exempt."""
    return chapter13_exemption(sdc, Ip, total_weight_lb, com_height_ft, positively_attached) is None

def seismic_screen(sds, sd1, risk_category="II", total_weight_lb=0.0, com_height_ft=None,
                   ap=AP_COMMUNICATION, Rp=RP_COMMUNICATION, Ip=None, z_over_h=1.0, positively_attached=False):
    """The screen a result carries: {sdc, applies, exempt_reason, fp_lb, friction_permitted, Ip, ap, Rp}.
    total_weight_lb = W_p, the whole dead load that moves with the mount (frame, antenna, mast and ballast): F_p
    grows with the ballast, so ballast cannot meet it. friction_permitted is False whenever Chapter 13 applies
    (Sec. 13.4). Ip None: component_importance(risk_category).

    Seismic screen for a rooftop NPRM, ASCE 7-10 / 7-16 (the two editions agree on everything used here).

    Constants and their certainty ([C] certain, [S] needs the primary standard; sources in code-editions-and-seismic.md):
      SDC thresholds, Table 11.6-1 (S_DS 0.167 / 0.33 / 0.50 g) and Table 11.6-2 (S_D1 0.067 / 0.133 / 0.20 g); Risk
        Category IV one step higher in the two middle rows (C, D) and D in the top row; the more severe of the two
        tables governs (Sec. 11.6) [C].
      E / F (S_1 >= 0.75 g, Sec. 11.6) are not evaluated, S_1 not being an input: 'D' means "D or above" [C].
      F_p = 0.4 a_p S_DS W_p (1 + 2 z/h) / (R_p / I_p), Eq. 13.3-1; F_p <= 1.6 S_DS I_p W_p (13.3-2);
        F_p >= 0.3 S_DS I_p W_p (13.3-3); z/h taken between 0 and 1 [C].
      a_p = 1.0, R_p = 2.5: Table 13.6-1 row "Communication equipment, computers, instrumentation, and controls" [C for
        the 7-10 row values, seen in a reproduced copy of the table; S for 7-16, which reissued the table with Omega_0].
        Choosing that row for an antenna on a ballasted frame is engineering judgement [S]: "Other mechanical or
        electrical components" (a_p 1.0, R_p 1.5) gives 1.67x, and "roof-mounted stacks, cooling and electrical towers
        laterally braced below their center of mass" (a_p 2.5, R_p 3.0) gives 2.08x this F_p.
      I_p = 1.5 for Risk Category IV (Sec. 13.1.3 item 3 asks it where the component is needed for the facility's
        continued operation; applied to every RC IV site here, which is conservative) [C]; 1.0 otherwise.
      Exemptions, Sec. 13.1.4: SDC A (Sec. 11.7) and SDC B exempt; SDC C exempt when I_p = 1.0 [C]. SDC D-F exempt
        only if I_p = 1.0 and (W <= 400 lb with the centre of mass <= 4 ft above the roof, or W <= 20 lb) [C for the
        numbers], AND the component is positively attached with flexible connections [S, wording: the 7-10 item is
        quoted as "all of the following apply", positive attachment among them]. A ballasted mount is held by gravity
        and friction, not positively attached, so by default (positively_attached=False) no NPRM in D-F is exempt;
        pass positively_attached=True to get the weight test alone.
      Sec. 13.4: where Ch. 13 applies, attachments are positively fastened without counting friction produced by
        gravity, so a friction-held design does not comply: friction_permitted is False whenever Ch. 13 applies
        [C for the rule, S for the exact wording].
    """
    rc = _risk_category(risk_category)
    ip = component_importance(rc) if Ip is None else float(Ip)
    sdc = seismic_design_category(sds, sd1, rc)
    reason = chapter13_exemption(sdc, ip, total_weight_lb, com_height_ft, positively_attached)
    applies = reason is None
    return dict(sdc=sdc, applies=applies, exempt_reason=reason,
                fp_lb=fp(sds, total_weight_lb, ap, Rp, ip, z_over_h),
                friction_permitted=not applies, Ip=ip, ap=ap, Rp=Rp)

if __name__ == "__main__":
    # ROHN worked example: 30' antenna elevation, 90 mph, Class I, Exposure B -> 95 mph
    print("ROHN example:", rohn_effective_velocity(90, 30, "B", "I", True))
    print("Motus example (C2 from table at 40ft):", rohn_effective_velocity(90, 40, "B", "II", True))
    for z in (15, 20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 120, 140, 160, 180, 200):
        print(z, [round(rohn_effective_velocity(1, z, e, "II", False)[1], 3) for e in "BCD"])

    # ---- self-check of the editions and the seismic screen (added lines; the lines above are unchanged)
    print("--- ASCE 7-16 K_e (Table 26.9-1 formula) ---")
    for zg in (None, 0, 1000, 2000, 3000, 4000, 5000, 5280, 6000):
        print("K_e", zg, round(ke_asce7_16(zg), 4))
    WE2 = dict(V=115, exposure="B", building_h=25, ant_w=60, ant_area=12.2, mount_w=150, b=2, H=3, mount_area=3,
               mast_d_in=2.875, mast_len=4, roof="membrane_tpo_pvc")
    base = design(**WE2)
    assert design(**WE2, edition=EDITION_7_10) == base
    assert design(**WE2, edition=EDITION_7_10, ground_elevation_ft=5280) == base      # 7-10 has no K_e
    d16_0 = design(**WE2, edition=EDITION_7_16)
    assert d16_0["ballast"] == base["ballast"] and d16_0["Ke"] == 1.0
    d16 = design(**WE2, edition=EDITION_7_16, ground_elevation_ft=5280)
    assert d16["ballast"] <= base["ballast"]
    print(f"WE2 ballast: 7-10 {base['ballast']:.1f} lb; 7-16 no elevation {d16_0['ballast']:.1f} lb; "
          f"7-16 at 5,280 ft {d16['ballast']:.1f} lb (K_e {d16['Ke']:.4f})")
    WE5 = dict(V=120, exposure="C", building_h=80, ant_w=50, ant_area=8, mount_w=400, b=5, H=8, mount_area=6,
               mast_d_in=2.875, mast_len=10, roof="gravel", GCr_policy="asce7_10")
    d10, d16 = design(**WE5), design(**WE5, edition=EDITION_7_16)
    assert d10["k"] == 0.85 and d16["k"] == 1.9
    print(f"WE5 at 80 ft with GCr_policy asce7_10: 7-10 GCr {d10['k']} -> {d10['ballast']:.1f} lb; "
          f"7-16 GCr {d16['k']} (29.4.1, all heights) -> {d16['ballast']:.1f} lb")
    try:
        design(**WE2, edition=EDITION_7_22)
    except NotImplementedError as e:
        print("7-22:", str(e)[:90] + "...")
    print("--- seismic screen (ASCE 7-10/7-16 Tables 11.6-1/11.6-2, Eq. 13.3-1, Sec. 13.1.4, 13.4) ---")
    for args in ((1.5, 0.6, "II"), (0.1, 0.05, "II"), (0.2, 0.05, "II"), (0.2, 0.05, "IV"), (0.4, 0.1, "III"),
                 (0.5, 0.0, "I"), (0.0, 0.2, "II"), (0.166, 0.066, "IV")):
        print("SDC", args, "->", seismic_design_category(*args))
    assert seismic_design_category(0.167, 0, "II") == "B" and seismic_design_category(0.33, 0, "IV") == "D"
    assert abs(fp(1.5, 1000) - 720.0) < 1e-9                     # 0.48 S_DS W_p at roof level
    assert abs(fp(1.5, 1000, z_over_h=0) - 0.3 * 1.5 * 1000) < 1e-9   # 0.24 < 0.3: the minimum governs
    assert abs(fp(1.0, 1000, ap=2.5, Rp=1.0, Ip=1.5) - 1.6 * 1.5 * 1000) < 1e-9  # the maximum governs
    print("F_p(S_DS 1.5, W_p 2,125 lb) =", round(fp(1.5, 2125), 1), "lb")
    for case in (dict(sds=1.5, sd1=0.6, total_weight_lb=2125, com_height_ft=1.0),
                 dict(sds=0.1, sd1=0.05, total_weight_lb=1085, com_height_ft=1.0),
                 dict(sds=0.4, sd1=0.1, risk_category="IV", total_weight_lb=600, com_height_ft=1.0),
                 dict(sds=0.4, sd1=0.1, risk_category="II", total_weight_lb=600, com_height_ft=1.0),
                 dict(sds=1.0, sd1=0.4, total_weight_lb=300, com_height_ft=2.0),
                 dict(sds=1.0, sd1=0.4, total_weight_lb=300, com_height_ft=2.0, positively_attached=True)):
        s = seismic_screen(**case)
        print("screen", case, "->", s["sdc"], "applies" if s["applies"] else "exempt",
              round(s["fp_lb"], 1), "lb, friction", "permitted" if s["friction_permitted"] else "NOT permitted")
    assert chapter13_applies("D", 1.0, 2125, 1.0) and not chapter13_applies("B", 1.5, 2125, 1.0)
    assert chapter13_applies("C", 1.5, 100, 1.0) and not chapter13_applies("C", 1.0, 5000, 9.0)
    assert not chapter13_applies("D", 1.0, 300, 2.0, positively_attached=True) and chapter13_applies("D", 1.0, 300, 2.0)
    assert chapter13_applies("D", 1.0, 300, 5.0, positively_attached=True)
    print("self-check passed")
