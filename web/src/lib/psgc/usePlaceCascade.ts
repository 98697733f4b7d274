import { useState } from 'react';

/** The chosen region and province of a region → province → city picker; a new region clears the province. */
export function usePlaceCascade() {
  const [regionCode, setRegion] = useState('');
  const [provinceCode, setProvinceCode] = useState('');
  return {
    regionCode,
    provinceCode,
    setRegionCode: (code: string) => {
      setRegion(code);
      setProvinceCode('');
    },
    setProvinceCode,
  };
}
