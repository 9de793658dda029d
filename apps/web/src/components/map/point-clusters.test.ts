import { describe, expect, it } from 'vitest';
import { clusterIndex, pinGroups, pointsBounds } from './point-clusters';

const points = Array.from({ length: 40 }, (_, index) => ({
  id: `s${index}`,
  latitude: 40.7 + (index % 8) * 0.002,
  longitude: -74 + Math.floor(index / 8) * 0.002,
  label: `$${100 + index}`,
  priority: 100 + ((index * 7) % 40),
}));
const world: [number, number, number, number] = [-180, -85, 180, 85];

describe('pinGroups', () => {
  it('groups crowded points into clusters led by the cheapest, and every point is in exactly one pin', () => {
    const index = clusterIndex(points);
    const far = pinGroups(index, points, world, 10);
    expect(far.length).toBeLessThan(points.length);
    const ids = far.flatMap((group) => group.ids);
    expect(ids.sort()).toEqual(points.map((point) => point.id).sort());
    const cluster = far.find((group) => group.clusterId !== null)!;
    const cheapest = Math.min(...cluster.ids.map((id) => points.find((point) => point.id === id)!.priority));
    expect(cluster.lead.priority).toBe(cheapest);
  });

  it('shows single pins once zoomed in, and only those inside the view', () => {
    const index = clusterIndex(points);
    const near = pinGroups(index, points, world, 17);
    expect(near).toHaveLength(points.length);
    expect(near.every((group) => group.clusterId === null && group.ids.length === 1)).toBe(true);
    expect(pinGroups(index, points, [10, 10, 20, 20], 17)).toEqual([]);
  });

  it('bounds points, and has no bounds without points', () => {
    expect(pointsBounds([])).toBeNull();
    const box = pointsBounds(points)!;
    expect(box.north).toBeCloseTo(40.714, 9);
    expect(box.south).toBe(40.7);
    expect(box.east).toBeCloseTo(-73.992, 9);
    expect(box.west).toBe(-74);
  });
});
