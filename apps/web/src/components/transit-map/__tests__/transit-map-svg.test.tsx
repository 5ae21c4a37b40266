import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import TransitMapSvg from '../transit-map-svg';

describe('the map without WebGL', () => {
  it('still draws both directions of a line and names its stops', () => {
    const { container } = render(
      <TransitMapSvg
        lines={[
          {
            id: 'r1',
            number: '1路',
            directions: [0, 1].map((directionId) => ({
              directionId,
              shape: [],
              stops: [
                { id: 'a', name: '甲站', lat: 30.59, lon: 114.3 },
                { id: 'b', name: '乙站', lat: 30.6, lon: 114.31 },
              ],
            })),
          },
        ]}
      />,
    );
    expect(screen.getByTestId('transit-map')).toHaveAttribute('data-renderer', 'svg');
    expect(container.querySelectorAll('polyline')).toHaveLength(2);
    expect(container.querySelectorAll('circle')).toHaveLength(2);
    expect(screen.getByText('甲站')).toBeInTheDocument();
  });
});
