import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { TripRecord } from '@bus/contracts';
import { TripRecordModal } from '../components/trip-record-modal';

const updateTripRecord = vi.fn();
vi.mock('../api/update-trip-record', () => ({ useUpdateTripRecord: () => useMutation({ mutationFn: updateTripRecord }) }));

// two days on: tomorrow in the browser's zone can be today in Wuhan's
const later = dayjs().add(2, 'day').format('YYYY-MM-DD');
const record: TripRecord = {
  id: 't1',
  serviceDate: later,
  tripId: 'trip1',
  tripCode: null,
  routeId: 'r1',
  routeNumber: '1路',
  directionId: 0,
  blockCode: '1-01',
  vehicleId: null,
  plate: null,
  driverId: null,
  driverName: null,
  plannedDeparture: 8 * 3600,
  plannedArrival: 9 * 3600,
  actualDeparture: 8 * 3600,
  actualArrival: null,
  delayMinutes: 0,
  state: 'running',
  replacedVehicleId: null,
  replacedPlate: null,
  reason: null,
  version: 0,
};

describe('记录实发/实到 (issue 22: actual times hours ahead were saved)', () => {
  it('refuses a departure that has not happened yet, under the field, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TripRecordModal action="record" record={record} onClose={() => undefined} />
      </QueryClientProvider>,
    );
    await user.click(await screen.findByRole('button', { name: /确\s*定/ }));
    const error = () => screen.getByLabelText('实发时间').closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent;
    await waitFor(() => expect(error()).toMatch(new RegExp(`^实发时间 ${later} 08:00 还没有到（现在是 \\d{4}-\\d{2}-\\d{2} \\d\\d:\\d\\d）$`)));
    expect(updateTripRecord).not.toHaveBeenCalled();
  });
});
