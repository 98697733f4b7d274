import type { CategoryOption } from '../components/CategoryPicker/categorySelection';

const CUISINES = ['Filipino', 'Chinese', 'Japanese'];

/** A slice of the catalogue for tests: two Food groups sharing one cuisine list, a plain primary and one without options. */
export const TEST_CATALOGUE: CategoryOption[] = [
  { name: 'Audio', secondaryOptions: ['Headphones', 'Speakers', 'Microphones'] },
  { name: 'Caterers', secondaryOptions: CUISINES },
  { name: 'Street Food', secondaryOptions: CUISINES },
  { name: 'Others', secondaryOptions: [] },
];
