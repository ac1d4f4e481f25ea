/** The subset of TopoJSON that data/counties-10m.topo.json.gz uses: quantized, delta-encoded arcs; polygons. */
export interface CountyTopology {
  type: 'Topology';
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: [number, number][][];
  objects: {
    counties: {
      type: 'GeometryCollection';
      geometries: (
        { type: 'Polygon'; id: string; arcs: number[][] } | { type: 'MultiPolygon'; id: string; arcs: number[][][] }
      )[];
    };
  };
}

/** One ring as [x0, y0, x1, y1, …] in degrees (longitude, latitude). */
export type Ring = Float64Array;

/** A county's polygons, each a list of rings (outer ring first, then holes). */
export interface CountyShape {
  fips: string;
  polygons: Ring[][];
}

/** Decodes the county polygons of a quantized TopoJSON topology into rings of absolute coordinates. */
export function decodeCounties(topology: CountyTopology): CountyShape[] {
  const [sx, sy] = topology.transform.scale;
  const [tx, ty] = topology.transform.translate;
  const arcs = topology.arcs.map((arc) => {
    const out = new Float64Array(arc.length * 2);
    let x = 0;
    let y = 0;
    arc.forEach(([dx, dy], i) => {
      x += dx;
      y += dy;
      out[2 * i] = x * sx + tx;
      out[2 * i + 1] = y * sy + ty;
    });
    return out;
  });

  const ring = (arcIndexes: number[]): Ring => {
    const points: number[] = [];
    for (const index of arcIndexes) {
      const reversed = index < 0;
      const arc = arcs[reversed ? ~index : index];
      if (!arc) throw new Error(`topology refers to missing arc ${index}`);
      const n = arc.length / 2;
      // Consecutive arcs share their joining point; keep it once.
      for (let k = points.length === 0 ? 0 : 1; k < n; k++) {
        const p = reversed ? n - 1 - k : k;
        points.push(arc[2 * p] as number, arc[2 * p + 1] as number);
      }
    }
    return Float64Array.from(points);
  };

  return topology.objects.counties.geometries.map((g) => ({
    fips: g.id,
    polygons: g.type === 'Polygon' ? [g.arcs.map(ring)] : g.arcs.map((p) => p.map(ring)),
  }));
}

/** Even-odd ray casting over all rings of a polygon (holes included). */
export function polygonContains(rings: readonly Ring[], x: number, y: number): boolean {
  let inside = false;
  for (const r of rings) {
    const n = r.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const xi = r[2 * i] as number;
      const yi = r[2 * i + 1] as number;
      const xj = r[2 * j] as number;
      const yj = r[2 * j + 1] as number;
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
    }
  }
  return inside;
}

const KM_PER_DEGREE_LAT = 110.57;
const KM_PER_DEGREE_LON_AT_EQUATOR = 111.32;

/** Approximate distance in km from (x, y) to the nearest edge of the rings (equirectangular, fine at a few km). */
export function distanceToRingsKm(rings: readonly Ring[], x: number, y: number): number {
  const kx = KM_PER_DEGREE_LON_AT_EQUATOR * Math.cos((y * Math.PI) / 180);
  const ky = KM_PER_DEGREE_LAT;
  let best = Infinity;
  for (const r of rings) {
    const n = r.length / 2;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const ax = ((r[2 * j] as number) - x) * kx;
      const ay = ((r[2 * j + 1] as number) - y) * ky;
      const bx = ((r[2 * i] as number) - x) * kx;
      const by = ((r[2 * i + 1] as number) - y) * ky;
      const dx = bx - ax;
      const dy = by - ay;
      const len2 = dx * dx + dy * dy;
      const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
      const d = Math.hypot(ax + t * dx, ay + t * dy);
      if (d < best) best = d;
    }
  }
  return best;
}
