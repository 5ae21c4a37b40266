import type { SupplementPlaceRecord } from '@bus/contracts';

/** 经度, 纬度 to six places (about 0.1 m), or 未标注 when the point has none */
export function coordinatesText({ longitude, latitude }: Pick<SupplementPlaceRecord, 'longitude' | 'latitude'>): string {
  return longitude === null || latitude === null ? '未标注' : `${longitude.toFixed(6)}, ${latitude.toFixed(6)}`;
}
