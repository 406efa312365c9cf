import { type CarCreate, digitTailOf, plateKeyOf } from '@cc/contracts/car-directory';
import { findProvince, provinceOf } from '@cc/contracts/car-directory-provinces';

/** The stored plate columns of a plate as typed and its province code. */
export function plateColumns(plateNo: string, provinceCode: string) {
  return {
    plateNo: plateNo.trim(),
    plateKey: plateKeyOf(plateNo),
    digits: digitTailOf(plateNo),
    provinceCode,
    province: provinceOf(provinceCode)!.th,
  };
}

/** The stored columns of a new car's fields. */
export const carColumns = (input: Omit<CarCreate, 'communityID' | 'unitNo'>) => ({
  ...plateColumns(input.plateNo, input.provinceCode),
  vehicleType: input.vehicleType,
  brand: input.brand ?? null,
  model: input.model ?? null,
  colour: input.colour ?? null,
});

/** A plate with its province as typed on the unit page: the code when the name is a province's. */
export function typedPlate(plateNo: string, provinceText: string) {
  const known = findProvince(provinceText);
  if (known) return plateColumns(plateNo, known.code);
  return {
    plateNo: plateNo.trim(),
    plateKey: plateKeyOf(plateNo),
    digits: digitTailOf(plateNo),
    provinceCode: null,
    province: provinceText.trim(),
  };
}
