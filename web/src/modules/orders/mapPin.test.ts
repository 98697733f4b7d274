import { describe, expect, it } from 'vitest';
import {
  BOTH_NEEDED,
  LATITUDE_INVALID,
  LONGITUDE_INVALID,
  MAP_LINK_SHORT,
  MAP_LINK_UNREADABLE,
  OUTSIDE_PHILIPPINES,
  parseMapLink,
  readPinFields,
} from './mapPin';

const at = (latitude: number, longitude: number, warning: string | null = null) => ({
  pin: { latitude, longitude },
  warning,
});

describe('parseMapLink (a pasted Google Maps link to a drop-off pin)', () => {
  it.each([
    ['https://www.google.com/maps/place/SM+Marikina/@14.6507,121.1029,17z', at(14.6507, 121.1029)],
    ['https://www.google.com/maps/@14.6507,121.1029,15z?entry=ttu', at(14.6507, 121.1029)],
    ['https://maps.google.com/?q=14.6507,121.1029', at(14.6507, 121.1029)],
    ['https://www.google.com/maps/search/?api=1&query=14.6507%2C121.1029', at(14.6507, 121.1029)],
    ['https://www.google.com/maps/dir/?api=1&destination=14.6507,121.1029', at(14.6507, 121.1029)],
    ['maps.google.com/?ll=14.6507,121.1029', at(14.6507, 121.1029)],
    ['geo:14.6507,121.1029', at(14.6507, 121.1029)],
    ['geo:14.6507,121.1029?z=17', at(14.6507, 121.1029)],
    ['  14.6507, 121.1029 ', at(14.6507, 121.1029)],
  ])('reads %s', (link, pin) => {
    expect(parseMapLink(link)).toEqual(pin);
  });

  it("prefers the place's own pin over the map's centre", () => {
    expect(
      parseMapLink(
        'https://www.google.com/maps/place/SM+City+Marikina/@14.6500,121.1000,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x1!8m2!3d14.6507!4d121.1029',
      ),
    ).toEqual(at(14.6507, 121.1029));
  });

  it('warns, without refusing, when the pin is outside the Philippines', () => {
    expect(parseMapLink('geo:1.3521,103.8198')).toEqual(at(1.3521, 103.8198, OUTSIDE_PHILIPPINES));
    expect(parseMapLink('https://maps.google.com/?q=-14.6507,121.1029')).toEqual(
      at(-14.6507, 121.1029, OUTSIDE_PHILIPPINES),
    );
  });

  it('refuses swapped coordinates that are not a place on Earth', () => {
    expect(parseMapLink('https://maps.google.com/?q=121.1029,14.6507')).toEqual({
      error: MAP_LINK_UNREADABLE,
    });
  });

  it.each([
    ['', MAP_LINK_UNREADABLE],
    ['https://www.google.com/maps/place/SM+City+Marikina', MAP_LINK_UNREADABLE],
    ['https://maps.google.com/?q=SM+Marikina', MAP_LINK_UNREADABLE],
    ['geo:0,abc', MAP_LINK_UNREADABLE],
    ['geo:95,121', MAP_LINK_UNREADABLE],
    ['not a link at all', MAP_LINK_UNREADABLE],
    ['https://maps.app.goo.gl/AbCdEf123', MAP_LINK_SHORT],
  ])('gives a plain message for %j', (link, error) => {
    expect(parseMapLink(link)).toEqual({ error });
  });
});

describe('readPinFields (the latitude and longitude fields)', () => {
  it('reads nothing from two blank fields', () => {
    expect(readPinFields(' ', '')).toBeNull();
  });

  it('reads a pin, with a warning outside the Philippines', () => {
    expect(readPinFields('14.6507', '121.1029')).toEqual(at(14.6507, 121.1029));
    expect(readPinFields('-33.86', '151.2')).toEqual(at(-33.86, 151.2, OUTSIDE_PHILIPPINES));
  });

  it('names the field that is missing or not a coordinate', () => {
    expect(readPinFields('14.6507', '')).toEqual({ errors: { longitude: BOTH_NEEDED } });
    expect(readPinFields('', '121.1')).toEqual({ errors: { latitude: BOTH_NEEDED } });
    expect(readPinFields('91', '121')).toEqual({ errors: { latitude: LATITUDE_INVALID } });
    expect(readPinFields('14.6', '12a')).toEqual({ errors: { longitude: LONGITUDE_INVALID } });
    expect(readPinFields('1e2', '181')).toEqual({
      errors: { latitude: LATITUDE_INVALID, longitude: LONGITUDE_INVALID },
    });
  });
});
