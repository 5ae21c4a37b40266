import { describe, expect, it } from 'vitest';
import { normalisePlate, vehicleSaveSchema } from './index';

describe('Chinese plates', () => {
  it.each([
    ['鄂A·12345', '鄂A·12345'],
    ['鄂A12345', '鄂A·12345'],
    ['鄂a·b2c45', '鄂A·B2C45'],
    ['鄂A·D12345', '鄂A·D12345'],
    ['鄂A 12345D', '鄂A·12345D'],
    ['京B·FA1234', '京B·FA1234'],
  ])('accepts %s as %s', (input, plate) => {
    expect(normalisePlate(input)).toBe(plate);
  });

  it.each(['', 'A·12345', '鄂·12345', '鄂A·1234', '鄂A·1234567', '鄂I·12345', '鄂A·O2345', '哈A·12345', '鄂A·D1234X'])('refuses %s', (input) => {
    expect(normalisePlate(input)).toBeNull();
  });

  it('names 车牌号 and checks seats against capacity in the vehicle form', () => {
    const base = { plate: '鄂A·D10001', selfNo: '1001', energyType: 'electric', seats: 30, capacity: 80, status: 'operating' };
    expect(vehicleSaveSchema.safeParse(base).success).toBe(true);
    const bad = vehicleSaveSchema.safeParse({ ...base, plate: '12345' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['plate'] });
    expect(bad.error?.issues[0].message).toContain('车牌号');
    const seats = vehicleSaveSchema.safeParse({ ...base, seats: 90 });
    expect(seats.error?.issues[0]).toMatchObject({ path: ['seats'], message: '座位数不能大于核载人数' });
  });
});
