/**
 * The drop-off map pin of a courier booking (issue 17): read from the latitude and longitude fields,
 * or from a pasted Google Maps link. Pure: the Book a courier form calls these.
 */

export interface MapPin {
  latitude: number;
  longitude: number;
}

/** A pin as read: the coordinates and a warning when they fall outside the Philippines (not an error). */
export interface PinReading {
  pin: MapPin;
  warning: string | null;
}

export const MAP_LINK_UNREADABLE =
  'This link has no map pin we can read. In Google Maps, drop a pin on the place and copy the link from the address bar, or type the latitude and longitude.';
export const MAP_LINK_SHORT =
  'Short links (maps.app.goo.gl) cannot be read here. Open the link, then copy the full link from the address bar, or type the latitude and longitude.';
export const OUTSIDE_PHILIPPINES =
  'This pin is outside the Philippines. Check the latitude and longitude before booking.';
export const LATITUDE_INVALID = 'Latitude is a number from -90 to 90';
export const LONGITUDE_INVALID = 'Longitude is a number from -180 to 180';
export const BOTH_NEEDED = 'Enter both latitude and longitude';

/** Roughly the Philippines, its seas included: a pin outside is probably a mistake (swapped, a typo). */
const PH = { lat: [4, 22], lng: [116, 127] } as const;

const NUMBER = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function pinOf(latitude: number, longitude: number): PinReading | null {
  if (!Number.isFinite(latitude) || Math.abs(latitude) > 90) return null;
  if (!Number.isFinite(longitude) || Math.abs(longitude) > 180) return null;
  const inside =
    latitude >= PH.lat[0] && latitude <= PH.lat[1] && longitude >= PH.lng[0] && longitude <= PH.lng[1];
  return { pin: { latitude, longitude }, warning: inside ? null : OUTSIDE_PHILIPPINES };
}

/** "14.6507,121.1029" or "14.6507, 121.1029" (a query value, a geo: body, plain pasted coordinates). */
function pair(text: string): PinReading | null {
  const m = /^\s*([-+]?\d{1,3}(?:\.\d+)?)\s*,\s*([-+]?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  return m ? pinOf(Number(m[1]), Number(m[2])) : null;
}

const QUERY_KEYS = ['q', 'query', 'll', 'center', 'destination', 'daddr', 'sll'];

/**
 * The pin in a Google Maps link: the place's own pin (`!3d…!4d…`) first, then `@lat,lng,zoom`, then a
 * query (`?q=lat,lng`, `query=`, `ll=`, `destination=`…); a `geo:lat,lng` URI; or plain
 * "lat, lng". An error message when there is none (nothing is changed then).
 */
export function parseMapLink(input: string): PinReading | { error: string } {
  const text = input.trim();
  if (!text) return { error: MAP_LINK_UNREADABLE };
  const plain = pair(text);
  if (plain) return plain;
  const geo = /^geo:([^;?]+)/i.exec(text);
  if (geo) return pair(decodeURIComponent(geo[1] ?? '')) ?? { error: MAP_LINK_UNREADABLE };
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`);
  } catch {
    return { error: MAP_LINK_UNREADABLE };
  }
  if (/(^|\.)goo\.gl$/i.test(url.hostname)) return { error: MAP_LINK_SHORT };
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: read the path as it is.
  }
  const place = /!3d([-+]?\d{1,3}(?:\.\d+)?)!4d([-+]?\d{1,3}(?:\.\d+)?)/.exec(`${path}${url.hash}`);
  const atPin = /@([-+]?\d{1,3}(?:\.\d+)?),([-+]?\d{1,3}(?:\.\d+)?)(?:[,z/]|$)/.exec(path);
  const found =
    (place && pinOf(Number(place[1]), Number(place[2]))) ||
    (atPin && pinOf(Number(atPin[1]), Number(atPin[2])));
  if (found) return found;
  for (const key of QUERY_KEYS) {
    const value = url.searchParams.get(key);
    const read = value ? pair(value.replace(/^loc:/i, '')) : null;
    if (read) return read;
  }
  return { error: MAP_LINK_UNREADABLE };
}

/**
 * The pin typed in the two fields: null when both are blank; field messages when one is missing or
 * not a coordinate.
 */
export function readPinFields(
  latitude: string,
  longitude: string,
): PinReading | null | { errors: { latitude?: string; longitude?: string } } {
  const lat = latitude.trim();
  const lng = longitude.trim();
  if (!lat && !lng) return null;
  const errors: { latitude?: string; longitude?: string } = {};
  if (!lat) errors.latitude = BOTH_NEEDED;
  else if (!NUMBER.test(lat) || Math.abs(Number(lat)) > 90) errors.latitude = LATITUDE_INVALID;
  if (!lng) errors.longitude = BOTH_NEEDED;
  else if (!NUMBER.test(lng) || Math.abs(Number(lng)) > 180) errors.longitude = LONGITUDE_INVALID;
  if (errors.latitude || errors.longitude) return { errors };
  return pinOf(Number(lat), Number(lng)) ?? { errors: { latitude: LATITUDE_INVALID } };
}
