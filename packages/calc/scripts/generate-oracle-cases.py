#!/usr/bin/env python3
"""
Writes ../src/fixtures/oracle-cases.json: engine test cases whose expected values come from the executable oracle
nprm_reference.py (the research oracle, kept as written; see its header).

Run from anywhere:  python3 packages/calc/scripts/generate-oracle-cases.py
The output is committed; oracle.test.ts reads it. The cases are drawn from a fixed seed, so regenerating without
changing this script or the oracle gives the same file.

Mapping between our API (packages/calc/src/inputs.ts) and the oracle's design(...) arguments:
  site.windSpeed -> V, site.exposure -> exposure, site.buildingHeight -> building_h
  antenna.weight -> ant_w, antenna.squareFootage -> ant_area
  antenna.horizontalArea -> Ar (the uplift area A_r)
  antenna.additionalHeightToCenterline -> ant_add_h, except that the engine clamps y_a = max(H + da, 0) and the
      oracle does not: we pass ant_add_h = max(H + da, 0) - H
  mount.weight -> mount_w, mount.halfBaseWidth -> b, mount.heightToAntennaCenterline -> H,
  mount.squareFootage -> mount_area, mount.minimumBallastWeight -> min_ballast
  mount.baseLength, mount.baseWidth -> base_len, base_wid; mount.maxEpa -> max_epa;
  mount.maxOverturningMoment -> max_mot (absent: None)
  mast: the oracle takes one mast; the engine uses the larger diameter and the larger length of the antenna's
      and the mount's: mast_d_in = max(D_antenna, D_mount), mast_len = max(L_antenna, L_mount); mast_w = 0
      (W_self = mount.weight + antenna.weight)
  frictionCoefficient (mu, passed directly) <- the oracle's roof name: mu = MU_DESIGN[roof]
  options.kd -> Kd, options.gcrPolicy -> GCr_policy, options.loadCombination lrfd|asd|fs1.5 ->
      combo LRFD_0.9D+1.0W | ASD_0.6D+0.6W | FS1.5_on_ASD_wind, options.blockWeight -> block_lb
"""
import json
import math
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import nprm_reference as oracle  # noqa: E402

OUT = os.path.join(HERE, "..", "src", "fixtures", "oracle-cases.json")
SEED = 20240607
# Several antennas on one mount: drawn from their own seed, after every other case, so the others keep their inputs.
ANTENNAS_SEED = 20261129

COMBO = {"lrfd": "LRFD_0.9D+1.0W", "asd": "ASD_0.6D+0.6W", "fs1.5": "FS1.5_on_ASD_wind"}
ROOFS = sorted(oracle.MU_DESIGN)


def oracle_args(inp, opts):
    site, ant, mount = inp["site"], inp["antenna"], inp["mount"]
    H = mount["heightToAntennaCenterline"]
    ya = max(H + ant["additionalHeightToCenterline"], 0.0)
    return dict(
        V=site["windSpeed"], exposure=site["exposure"], building_h=site["buildingHeight"],
        ant_w=ant["weight"], ant_area=ant["squareFootage"], ant_add_h=ya - H, Ar=ant["horizontalArea"],
        mount_w=mount["weight"], b=mount["halfBaseWidth"], H=H, mount_area=mount["squareFootage"],
        mast_d_in=max(ant["mastDiameter"], mount["mastDiameter"]),
        mast_len=max(ant["mastLength"], mount["mastLength"]), mast_w=0.0,
        min_ballast=mount["minimumBallastWeight"], roof=inp["_roof"],
        GCr_policy=opts["gcrPolicy"], Kd=opts["kd"], combo=COMBO[opts["loadCombination"]],
        base_len=mount.get("baseLength"), base_wid=mount.get("baseWidth"),
        max_epa=mount.get("maxEpa"), max_mot=mount.get("maxOverturningMoment"),
    )


def near_block_boundary(ballast, block):
    ratio = ballast / block
    return ballast > 0 and abs(ratio - round(ratio)) < 1e-6


def make_case(name, inp, opts, edition=None):
    args = oracle_args(inp, opts)
    if edition is not None:
        args["edition"] = edition
        args["ground_elevation_ft"] = inp["site"].get("groundElevation")
    raw = oracle.design(**args)
    rounded = oracle.design(**args, block_lb=opts["blockWeight"])
    if raw["ballast"] != args["min_ballast"] and near_block_boundary(raw["ballast"], opts["blockWeight"]):
        return None  # a last-bit difference between pow implementations could flip the block count
    roof = inp.pop("_roof")
    inp["frictionCoefficient"] = oracle.MU_DESIGN[roof]
    oracle_call = {k: v for k, v in args.items()}
    oracle_call["block_lb"] = opts["blockWeight"]
    return {
        "name": name,
        "input": inp,
        "options": opts,
        "oracle": {"roof": roof, "args": oracle_call},
        "expected": {
            "gcr": raw["k"],
            "kzAntenna": raw["Kz_ant"],
            "qzAntenna": raw["qz_ant"],
            "forces": raw["F"],
            "upliftForce": raw["F_uplift"],
            "horizontalForce": raw["F_total"],
            "overturningMoment": raw["M_ot"],
            "ballastOverturningRaw": raw["B_overturn"],
            "ballastSlidingRaw": raw["B_slide"],
            "ballastRequired": raw["ballast"],
            "ballastWeight": rounded["ballast"],
            "totalDeadLoad": rounded["dead_load"],
            "roofLoad": rounded["psf"],
            "footprintArea": rounded["footprint_ft2"],
            "tippingArm": raw["b"],
            "ratingExceeded": raw["rating_exceeded"],
            **({"ke": raw["Ke"]} if "Ke" in raw else {}),
        },
    }


def random_input(rng, exposure, building_height=None):
    H = rng.choice([2.0, 3.0, 4.0, 5.0, 6.5, 8.0, 10.0, 12.0])
    return {
        "site": {
            "windSpeed": float(rng.choice([90, 100, 105, 110, 115, 120, 130, 140, 150, 160, 175, 180, 200])),
            "exposure": exposure,
            "buildingHeight": building_height if building_height is not None
            else float(rng.choice([5, 10, 15, 22, 30, 45, 60, 61, 80, 120, 250, 500])),
        },
        "antenna": {
            "weight": float(rng.choice([2, 5, 10, 25, 40, 60, 120])),
            "mastDiameter": rng.choice([1.66, 1.9, 2.375, 2.875]),
            "mastLength": float(rng.choice([0, 2, 4, 6, 8])),
            "squareFootage": rng.choice([0.3, 0.8, 1.5, 3.0, 6.0, 8.0, 12.2]),
            "additionalHeightToCenterline": rng.choice([-6.0, -2.0, -0.5, 0.0, 0.0, 1.0, 2.5]),
            "horizontalArea": rng.choice([0.0, 0.0, 0.5, 1.2, 3.0, 6.5, 9.8]),
        },
        "mount": {
            "id": rng.randint(1, 999),
            "weight": float(rng.choice([30, 60, 90, 150, 250, 400])),
            "halfBaseWidth": rng.choice([1.0, 1.5, 2.0, 2.62, 3.25, 5.0]),
            "heightToAntennaCenterline": H,
            "mastDiameter": rng.choice([1.66, 2.375, 2.875, 3.5]),
            "mastLength": float(rng.choice([3, 4, 6, 10, 12])),
            "squareFootage": rng.choice([0.5, 1.0, 2.0, 3.0, 4.0, 6.0]),
            "maxRoofLoad": float(rng.choice([20, 40, 60, 150])),
            "minimumBallastWeight": float(rng.choice([0, 0, 0, 120, 224])),
        },
        "_roof": rng.choice(ROOFS),
    }


def main():
    rng = random.Random(SEED)
    cases = []
    kds = [0.85, 0.9, 0.95, 1.0]
    blocks = [30.0, 26.0, 14.0, 28.0, 32.6, 72.0]
    i = 0
    # Every exposure x GCr policy x load combination, three random sites each, cycling K_d and block weight.
    for exposure in "BCD":
        for policy in ("all_heights", "asce7_10"):
            for combo in ("lrfd", "asd", "fs1.5"):
                made = 0
                while made < 3:
                    opts = {"kd": kds[i % 4], "gcrPolicy": policy, "loadCombination": combo,
                            "blockWeight": blocks[i % 6]}
                    i += 1
                    case = make_case(f"{exposure} {policy} {combo} #{made + 1}", random_input(rng, exposure), opts)
                    if case:
                        cases.append(case)
                        made += 1

    default = {"kd": 0.95, "gcrPolicy": "all_heights", "loadCombination": "lrfd", "blockWeight": 30.0}

    def special(name, exposure, building_height, patch, opts=default):
        inp = random_input(rng, exposure, building_height)
        for part, values in patch.items():
            if part == "_roof":
                inp["_roof"] = values
            else:
                inp[part].update(values)
        case = make_case(name, inp, dict(opts))
        assert case, name
        cases.append(case)

    special("heavy mount, no ballast needed (minimum 0 governs)", "B", 20.0,
            {"mount": {"weight": 5000.0, "minimumBallastWeight": 0.0}, "antenna": {"squareFootage": 0.3}})
    special("minimum ballast governs", "B", 15.0,
            {"mount": {"weight": 400.0, "minimumBallastWeight": 600.0, "halfBaseWidth": 5.0},
             "antenna": {"squareFootage": 0.3, "weight": 2.0}, "_roof": "membrane_epdm"})
    special("antenna below the roof line: y_a clamped to 0", "C", 30.0,
            {"mount": {"heightToAntennaCenterline": 2.0}, "antenna": {"additionalHeightToCenterline": -6.0}})
    special("building below 15 ft: K_z floor", "D", 8.0, {"mount": {"heightToAntennaCenterline": 3.0}})
    special("above z_g for exposure D: K_z = 2.01", "D", 720.0, {})
    special("above z_g for exposure D, ASCE 7-10 literal GCr", "D", 720.0, {},
            {**default, "gcrPolicy": "asce7_10"})
    special("exactly 60 ft, ASCE 7-10 literal keeps 1.9", "C", 60.0, {}, {**default, "gcrPolicy": "asce7_10"})
    special("antenna mast longer and wider than the mount's", "B", 30.0,
            {"antenna": {"mastDiameter": 4.5, "mastLength": 14.0}, "mount": {"mastDiameter": 1.66, "mastLength": 3.0}})
    special("metal roof, low friction", "C", 40.0, {"_roof": "metal"})
    special("1.2 m dish at 30 degrees elevation: uplift on A_r = 12.2 sin 30 = 6.1 ft2, sliding", "B", 25.0,
            {"antenna": {"squareFootage": 12.2, "horizontalArea": 6.1, "weight": 60.0, "additionalHeightToCenterline": 0.0},
             "mount": {"weight": 150.0, "halfBaseWidth": 2.0, "heightToAntennaCenterline": 3.0,
                       "squareFootage": 3.0, "minimumBallastWeight": 0.0}, "_roof": "membrane_tpo_pvc"})
    special("uplift with overturning governing, ASD", "C", 45.0,
            {"mount": {"heightToAntennaCenterline": 12.0, "halfBaseWidth": 1.0, "mastLength": 12.0},
             "antenna": {"horizontalArea": 6.5, "additionalHeightToCenterline": 2.5}, "_roof": "membrane_epdm"},
            {**default, "loadCombination": "asd"})
    special("uplift above 60 ft, ASCE 7-10 literal GCr, 14 lb blocks", "D", 120.0,
            {"antenna": {"horizontalArea": 3.0}}, {**default, "gcrPolicy": "asce7_10", "blockWeight": 14.0})
    special("uplift, 26 lb cap blocks, FS 1.5", "B", 15.0,
            {"antenna": {"horizontalArea": 1.2}}, {**default, "loadCombination": "fs1.5", "blockWeight": 26.0})
    special("overturning governs: tall slender mount on a narrow base", "B", 30.0,
            {"mount": {"heightToAntennaCenterline": 12.0, "halfBaseWidth": 1.0, "mastLength": 12.0},
             "antenna": {"additionalHeightToCenterline": 2.5}, "_roof": "membrane_epdm"})
    # Engine 1.3.0 (decision 0044): rectangular bases and the manufacturer's ratings, drawn after every earlier
    # case so that those keep their random inputs.
    for n in range(12):
        exposure = "BCD"[n % 3]
        sides = rng.choice([(3.0, 5.0), (6.0, 4.0), (2.5, 2.5), (8.0, 3.5), (4.25, 7.5)])
        inp = random_input(rng, exposure)
        inp["mount"].update({"baseLength": sides[0], "baseWidth": sides[1]})
        if n % 2:
            inp["mount"]["maxEpa"] = rng.choice([1.0, 4.0, 10.0])
        if n % 3 != 2:
            inp["mount"]["maxOverturningMoment"] = rng.choice([500.0, 2500.0, 20000.0])
        opts = {"kd": kds[n % 4], "gcrPolicy": ("all_heights", "asce7_10")[n % 2],
                "loadCombination": ("lrfd", "asd", "fs1.5")[n % 3], "blockWeight": blocks[n % 6]}
        case = make_case(f"base {sides[0]} x {sides[1]} ft, ratings #{n + 1}", inp, opts)
        if case:
            cases.append(case)

    # ASCE 7-16 (K_e of the ground elevation, GCr 1.9 at every height whatever the policy), drawn after every
    # earlier case so that those keep their random inputs.
    edition_cases = []
    elevations = [None, -250.0, 0.0, 850.0, 5280.0, 7500.0, 14500.0]
    n = 0
    while len(edition_cases) < 24:
        exposure = "BCD"[n % 3]
        inp = random_input(rng, exposure)
        elevation = elevations[n % len(elevations)]
        if elevation is not None:
            inp["site"]["groundElevation"] = elevation
        opts = {"kd": kds[n % 4], "gcrPolicy": ("all_heights", "asce7_10")[n % 2],
                "loadCombination": ("lrfd", "asd", "fs1.5")[n % 3], "blockWeight": blocks[n % 6]}
        n += 1
        case = make_case(f"ASCE 7-16, ground elevation {elevation} ft #{n}", inp, opts, oracle.EDITION_7_16)
        if case:
            edition_cases.append(case)

    # The seismic screen (Tables 11.6-1/11.6-2, Eq. 13.3-1 to -3, Sec. 13.1.4) on random accelerations and weights,
    # the category boundaries included.
    seismic_cases = []
    boundaries = [0.0, 0.066, 0.067, 0.1, 0.133, 0.166, 0.167, 0.2, 0.25, 0.33, 0.4, 0.5, 0.75, 1.0, 1.5, 2.4]
    for k in range(40):
        sds = boundaries[k % len(boundaries)] if k < 16 else round(rng.uniform(0, 3), 3)
        sd1 = boundaries[k % len(boundaries)] if k < 16 else round(rng.uniform(0, 1.5), 3)
        rc = oracle.RISK_CATEGORIES[k % 4]
        weight = rng.choice([0.0, 15.0, 180.0, 420.0, 1085.0, 2125.0, 6400.0])
        screen = oracle.seismic_screen(sds, sd1, rc, weight, com_height_ft=2.0)
        seismic_cases.append({"sds": sds, "sd1": sd1, "riskCategory": rc, "weight": weight,
                              "expected": {"category": screen["sdc"], "applies": screen["applies"],
                                           "force": screen["fp_lb"], "importance": screen["Ip"],
                                           "frictionPermitted": screen["friction_permitted"]}})

    qz_cases = []
    for exposure in "BCD":
        for z in (0.0, 10.0, 15.0, 28.0, 33.3, 60.0, 100.0, 275.0, 699.0, 700.0, 950.0, 1300.0):
            for V, Kd in ((115.0, 0.95), (90.0, 0.85), (180.0, 1.0)):
                qz_cases.append({"V": V, "z": z, "exposure": exposure, "kd": Kd,
                                 "kz": oracle.kz_asce7_10(z, exposure), "qz": oracle.qz(V, z, exposure, Kd)})

    antenna_cases = make_antenna_cases(random.Random(ANTENNAS_SEED), kds, blocks)

    with open(OUT, "w") as fh:
        json.dump({
            "source": "packages/calc/scripts/generate-oracle-cases.py using packages/calc/scripts/"
                      "nprm_reference.py; regenerate with `python3 packages/calc/scripts/generate-oracle-cases.py`",
            "seed": SEED,
            "designCases": cases,
            "editionCases": edition_cases,
            "seismicCases": seismic_cases,
            "velocityPressureCases": qz_cases,
            "antennaCases": antenna_cases,
        }, fh, indent=1)
        fh.write("\n")
    print(f"wrote {len(cases)} design cases, {len(edition_cases)} ASCE 7-16 cases, {len(seismic_cases)} seismic cases "
          f"{len(qz_cases)} velocity pressure cases and {len(antenna_cases)} several-antenna cases to {os.path.relpath(OUT)}")


def make_antenna_cases(rng, kds, blocks):
    """Random designs of 1 to 6 antennas on one mount (the oracle's antennas=[(weight, area, add_h), ...]).

    Each line is a random antenna with its own mast, EPA, A_r and height; the oracle takes one mast (the largest
    diameter and length of every antenna's and the mount's), the summed A_r, and the clamped height of each line
    (add_h = max(H + da, 0) - H, as for one antenna). The engine takes the first line as `antenna`, the others as
    `otherAntennas`."""
    cases = []
    n = 0
    while len(cases) < 60:
        count = 1 + n % 6
        inp = random_input(rng, "BCD"[n % 3])
        lines = [random_input(rng, inp["site"]["exposure"])["antenna"] for _ in range(count)]
        if n % 4 == 1:
            inp["mount"]["maxEpa"] = rng.choice([2.0, 8.0, 20.0])
        if n % 4 == 3:
            inp["mount"]["maxOverturningMoment"] = rng.choice([800.0, 4000.0, 30000.0])
        opts = {"kd": kds[n % 4], "gcrPolicy": ("all_heights", "asce7_10")[n % 2],
                "loadCombination": ("lrfd", "asd", "fs1.5")[n % 3], "blockWeight": blocks[n % 6]}
        n += 1
        mount, H = inp["mount"], inp["mount"]["heightToAntennaCenterline"]
        args = oracle_args(inp, opts)
        del args["ant_w"], args["ant_area"], args["ant_add_h"]
        args.update(
            antennas=[(a["weight"], a["squareFootage"], max(H + a["additionalHeightToCenterline"], 0.0) - H)
                      for a in lines],
            Ar=sum(a["horizontalArea"] for a in lines),
            mast_d_in=max([a["mastDiameter"] for a in lines] + [mount["mastDiameter"]]),
            mast_len=max([a["mastLength"] for a in lines] + [mount["mastLength"]]),
        )
        raw = oracle.design(**args)
        rounded = oracle.design(**args, block_lb=opts["blockWeight"])
        if raw["ballast"] != args["min_ballast"] and near_block_boundary(raw["ballast"], opts["blockWeight"]):
            continue
        roof = inp.pop("_roof")
        inp["frictionCoefficient"] = oracle.MU_DESIGN[roof]
        inp["antenna"], inp["otherAntennas"] = lines[0], lines[1:]
        cases.append({
            "name": f"{count} antenna{'s' if count > 1 else ''} #{n}",
            "input": inp,
            "options": opts,
            "oracle": {"roof": roof},
            "expected": {
                "antennaForces": [raw["F"][f"antenna {i + 1}"] for i in range(count)],
                "mastForce": raw["F"]["mast"],
                "mountForce": raw["F"]["mount"],
                "upliftForce": raw["F_uplift"],
                "horizontalForce": raw["F_total"],
                "overturningMoment": raw["M_ot"],
                "ballastRequired": raw["ballast"],
                "ballastWeight": rounded["ballast"],
                "totalDeadLoad": rounded["dead_load"],
                "roofLoad": rounded["psf"],
                "ratingExceeded": raw["rating_exceeded"],
            },
        })
    return cases


if __name__ == "__main__":
    main()
