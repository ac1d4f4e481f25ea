// The search bodies the HTTP benches POST: valid searches built from the seeded demo catalogue that find a mount.

/** The journeys' site (e2e/helpers/public.ts): every demo antenna fits there at 30 ft, exposure C. */
export const CHICAGO = {
  location: 'Chicago, IL, United States',
  location_latitude: 41.8781,
  location_longitude: -87.6298,
};

const SITES = [
  CHICAGO,
  { location: 'Miami, FL, United States', location_latitude: 25.7617, location_longitude: -80.1918 },
  { location: 'Denver, CO, United States', location_latitude: 39.7392, location_longitude: -104.9903 },
  { location: 'Boston, MA, United States', location_latitude: 42.3601, location_longitude: -71.0589 },
  { location: 'Somewhere', wind_speed: 130 },
];

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

/** Valid search bodies from the seeded catalogue that find a mount (201), each with its answer. */
export async function fittingSearches(baseUrl) {
  const [antennas, roofTypes] = await Promise.all([
    getJson(`${baseUrl}/api/antennas`),
    getJson(`${baseUrl}/api/roof_types`),
  ]);
  const reseller = await fetch(`${baseUrl}/api/resellers/init`).then((r) => (r.ok ? r.json() : null));
  const candidates = [];
  let n = 0;
  for (const antenna of antennas) {
    for (const roofType of roofTypes) {
      for (const exposure of ['B', 'C', 'D']) {
        for (const ridge of [false, true]) {
          n++;
          candidates.push({
            ...(reseller?.id ? { reseller_id: reseller.id } : {}),
            antenna: antenna.id,
            roof_type: roofType.id,
            wind_exposure: exposure,
            ridge_mount: ridge,
            building_height: [15, 30, 45, 60, 100][n % 5],
            ...SITES[n % SITES.length],
            customer_name: 'Bench Visitor',
            customer_email: 'bench@example.com',
            customer_company: 'Bench Roofing',
          });
        }
      }
    }
  }
  const fitting = [];
  const statuses = {};
  for (const body of candidates) {
    const response = await fetch(`${baseUrl}/api/mount_search_results`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    const text = await response.text();
    const answer = (() => {
      try {
        return JSON.parse(text);
      } catch {
        return null;
      }
    })();
    if (response.status === 201) {
      fitting.push({ body: JSON.stringify(body), token: answer?.token, answerBytes: Buffer.byteLength(text) });
    }
    if (response.status >= 500)
      throw new Error(`a valid search answered ${response.status}: ${JSON.stringify(answer)}`);
    if (fitting.length >= 64) break;
  }
  return { fitting, statuses, tried: candidates.length };
}
