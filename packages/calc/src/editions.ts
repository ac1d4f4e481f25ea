/**
 * The ASCE 7 editions the method implements, and what differs between them (docs/engineering.md, "Code editions"):
 * the clause each line of the sheet cites, the ground elevation factor K_e of ASCE 7-16, and the extent of the
 * rooftop-equipment coefficient. Every printed reference comes from the chosen edition's table here, so a sheet
 * never cites two editions at once. ASCE 7-22 is known but not computed: what it needs is listed for the refusal.
 */
import { GROUND_ELEVATION_MAX, GROUND_ELEVATION_MIN, type CodeEdition } from './edition-list.js';
import type { LoadCombination } from './load-combinations.js';
import { CalcInputError, requireFinite } from './validate.js';

/** The clauses a sheet cites, for one edition. */
export interface EditionReferences {
  readonly exposureConstants: string;
  readonly kz: string;
  /** The K_z table's note on heights below 15 ft and above z_g. */
  readonly kzNote: string;
  readonly kzt: string;
  readonly kd: string;
  /** The ground elevation factor; null where the edition has none. */
  readonly ke: string | null;
  readonly qz: string;
  /** GCr 1.9 and the lateral forces it gives, within the clause's own extent. */
  readonly gcr: string;
  /** GCr 1.9 taken above the clause's extent (ASCE 7-10 above 60 ft, policy all_heights). */
  readonly gcrBeyondExtent: string;
  /** G = 0.85 with each part's C_f (ASCE 7-10 above 60 ft, policy asce7_10), and its two C_f figures. */
  readonly gcrWithCf: string;
  readonly cfMast: string;
  readonly cfFrame: string;
  readonly uplift: string;
  /** The HVHZ rule's uplift line: the Florida clause and the edition's uplift clause. */
  readonly hvhzUplift: string;
  readonly loadCombination: Readonly<Record<LoadCombination, string>>;
  /** The seismic screen's clauses: categories, I_p, the component row, the force, exemptions, friction. */
  readonly seismicCategory: string;
  readonly componentImportance: string;
  readonly componentRow: string;
  readonly seismicForce: string;
  readonly seismicExemption: string;
  readonly seismicFriction: string;
}

/** The Florida High-Velocity Hurricane Zone rule (decision 0041); a Florida clause, cited under either edition. */
export const HVHZ_REF = 'FBC 2010 §1609.8';
const LEGACY_FS = 'factor of safety 1.5 on ASD-level wind 0.6W (legacy practice)';

export const EDITION_REFERENCES: Readonly<Record<CodeEdition, EditionReferences>> = {
  'ASCE 7-10': {
    exposureConstants: 'ASCE 7-10 Table 26.9-1',
    kz: 'ASCE 7-10 Table 29.3-1',
    kzNote: 'ASCE 7-10 Table 29.3-1 note 1',
    kzt: 'ASCE 7-10 §26.8',
    kd: 'ASCE 7-10 Table 26.6-1',
    ke: null,
    qz: 'ASCE 7-10 Eq. 29.3-1',
    gcr: 'ASCE 7-10 §29.5.1',
    gcrBeyondExtent: 'ASCE 7-10 §29.5.1, taken above 60 ft too (option gcrPolicy all_heights)',
    gcrWithCf: 'ASCE 7-10 §29.5 (G·C_f)',
    cfMast: 'ASCE 7-10 Figure 29.5-1 (round, largest C_f)',
    cfFrame: 'ASCE 7-10 Figure 29.5-2 (lattice, flat members, ε < 0.1)',
    uplift: 'ASCE 7-10 §29.5.1',
    hvhzUplift: `${HVHZ_REF}; ASCE 7-10 §29.5.1`,
    seismicCategory: 'ASCE 7-10 Tables 11.6-1, 11.6-2',
    componentImportance: 'ASCE 7-10 §13.1.3',
    componentRow: 'ASCE 7-10 Table 13.6-1',
    seismicForce: 'ASCE 7-10 Eqs. 13.3-1 to 13.3-3',
    seismicExemption: 'ASCE 7-10 §13.1.4',
    seismicFriction: 'ASCE 7-10 §13.4',
    loadCombination: { lrfd: 'ASCE 7-10 §2.3.2 comb. 6', asd: 'ASCE 7-10 §2.4.1 comb. 7', 'fs1.5': LEGACY_FS },
  },
  'ASCE 7-16': {
    exposureConstants: 'ASCE 7-16 Table 26.11-1',
    kz: 'ASCE 7-16 Table 26.10-1',
    kzNote: 'ASCE 7-16 Table 26.10-1 note 1',
    kzt: 'ASCE 7-16 §26.8',
    kd: 'ASCE 7-16 Table 26.6-1',
    ke: 'ASCE 7-16 Table 26.9-1',
    qz: 'ASCE 7-16 Eq. 26.10-1',
    gcr: 'ASCE 7-16 §29.4.1',
    gcrBeyondExtent: 'ASCE 7-16 §29.4.1',
    gcrWithCf: 'ASCE 7-16 §29.4.1',
    cfMast: 'ASCE 7-16 §29.4.1',
    cfFrame: 'ASCE 7-16 §29.4.1',
    uplift: 'ASCE 7-16 §29.4.1',
    hvhzUplift: `${HVHZ_REF}; ASCE 7-16 §29.4.1`,
    seismicCategory: 'ASCE 7-16 Tables 11.6-1, 11.6-2',
    componentImportance: 'ASCE 7-16 §13.1.3',
    componentRow: 'ASCE 7-16 Table 13.6-1',
    seismicForce: 'ASCE 7-16 Eqs. 13.3-1 to 13.3-3',
    seismicExemption: 'ASCE 7-16 §13.1.4',
    seismicFriction: 'ASCE 7-16 §13.4',
    loadCombination: { lrfd: 'ASCE 7-16 §2.3.1 comb. 5', asd: 'ASCE 7-16 §2.4.1 comb. 7', 'fs1.5': LEGACY_FS },
  },
};

/** Whether the edition limits the rooftop coefficient GCr 1.9 to buildings up to 60 ft (ASCE 7-10 §29.5.1). */
export function rooftopFactorHasHeightLimit(edition: CodeEdition): boolean {
  return edition === 'ASCE 7-10';
}

/**
 * Ground elevation factor, ASCE 7-16 Table 26.9-1 (the note's formula):
 *
 *   K_e = e^(−0.0000362·z_e)
 *
 * z_e: ground elevation above sea level (ft; the standard's z_g, renamed here because the sheet's z_g is the
 * exposure's gradient height). Not given (null): 1.0, which the standard permits in every case. Below sea level the
 * formula gives slightly more than 1 (conservative).
 */
export function K_e(groundElevation: number | null): number {
  if (groundElevation === null) return 1;
  requireFinite('z_e', groundElevation);
  if (groundElevation < GROUND_ELEVATION_MIN || groundElevation > GROUND_ELEVATION_MAX) {
    throw new CalcInputError(
      'z_e',
      `must be between ${GROUND_ELEVATION_MIN} and ${GROUND_ELEVATION_MAX} ft (got ${String(groundElevation)})`,
      groundElevation,
    );
  }
  return Math.exp(-0.0000362 * groundElevation);
}
