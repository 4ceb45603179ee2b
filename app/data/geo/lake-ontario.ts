/**
 * Lake Ontario's north-west shore from Hamilton Beach to Newcastle, west to east, as [latitude,
 * longitude] pairs: a simplified outline for the GTA map, drawn from the real shoreline at these
 * places (read off a map to about 0.01°). Toronto Islands and the Leslie Street Spit count as
 * land. Where an FSA centroid sits at the water's edge (Oakville, the Beaches, Ajax, Whitby, Oshawa) the
 * line runs a few hundred metres further south than the real shore, so that every centroid lies
 * on land (a unit test checks this).
 */
export const lakeOntarioShore: readonly (readonly [lat: number, lng: number])[] = [
  [43.23, -79.74], // Hamilton Beach, south of the map's edge
  [43.298, -79.79], // Burlington Canal
  [43.322, -79.788], // Burlington, Spencer Smith Park
  [43.347, -79.754], // Burlington, Walkers Line
  [43.372, -79.728], // Burloak
  [43.393, -79.706], // Bronte Harbour
  [43.398, -79.693], // Oakville, Coronation Park
  [43.442, -79.664], // Oakville Harbour
  [43.472, -79.634], // Oakville-Mississauga line
  [43.503, -79.608], // Clarkson, Lakeside Park
  [43.512, -79.596], // Lorne Park
  [43.55, -79.582], // Port Credit, mouth of the Credit River
  [43.577, -79.545], // Marie Curtis Park, Long Branch
  [43.598, -79.505], // Mimico
  [43.622, -79.475], // Humber Bay Shores
  [43.628, -79.42], // Ontario Place
  [43.612, -79.393], // Toronto Islands, Gibraltar Point
  [43.616, -79.355], // Ward's Island
  [43.615, -79.327], // Leslie Street Spit
  [43.655, -79.312], // Ashbridges Bay
  [43.662, -79.283], // The Beaches, Balmy Beach
  [43.697, -79.236], // Bluffer's Park
  [43.727, -79.196], // Guild Park
  [43.763, -79.152], // Highland Creek mouth
  [43.792, -79.117], // Rouge River mouth
  [43.806, -79.087], // Frenchman's Bay
  [43.808, -79.062], // Pickering Nuclear
  [43.815, -79.02], // Ajax waterfront
  [43.823, -78.985], // Ajax, Carruthers Creek
  [43.848, -78.94], // Whitby Harbour
  [43.852, -78.83], // Oshawa, Lakeview Park
  [43.862, -78.8], // Oshawa Harbour
  [43.872, -78.72], // Darlington
  [43.885, -78.66], // Bowmanville
  [43.9, -78.585], // Newcastle
  [43.915, -78.45], // east of the map's edge
];
