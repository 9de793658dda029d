import { describe, expect, it } from 'vitest';
import { clusterMarkers, clusterPillWidth, estimatePillWidth } from './marker-clusters';
import type { ScreenMarker } from './marker-clusters';

const options = { height: 24, gap: 8, canZoomIn: true };
const marker = (id: string, x: number, y: number, priority: number, width = 60): ScreenMarker => ({
  id,
  x,
  y,
  priority,
  width,
});

describe('clusterMarkers', () => {
  it('keeps markers that do not touch apart', () => {
    const clusters = clusterMarkers([marker('a', 0, 0, 10), marker('b', 200, 0, 5), marker('c', 0, 100, 1)], options);
    expect(clusters.map((cluster) => cluster.members.length)).toEqual([1, 1, 1]);
  });

  it('groups overlapping pills under the cheapest, which keeps its place', () => {
    const clusters = clusterMarkers(
      [
        marker('dear', 10, 10, 300),
        marker('cheap', 30, 15, 90),
        marker('mid', 50, 20, 120),
        marker('far', 400, 10, 50),
      ],
      options,
    );
    expect(clusters).toHaveLength(2);
    const crowded = clusters.find((cluster) => cluster.members.length === 3)!;
    expect(crowded.lead.id).toBe('cheap');
    expect(crowded.members.map((member) => member.id)).toEqual(['cheap', 'mid', 'dear']);
  });

  it('never leaves two leads overlapping, in a dense random field', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const field = Array.from({ length: 400 }, (_, index) =>
      marker(`m${index}`, random() * 600, random() * 400, random() * 500, 50 + random() * 30),
    );
    const clusters = clusterMarkers(field, options);
    expect(clusters.reduce((sum, cluster) => sum + cluster.members.length, 0)).toBe(400);
    for (const a of clusters)
      for (const b of clusters) {
        if (a === b) continue;
        // As drawn: a cluster's pill is wider by its count badge.
        const widths =
          clusterPillWidth(a.lead.width, a.members.length) + clusterPillWidth(b.lead.width, b.members.length);
        const apart =
          Math.abs(a.lead.x - b.lead.x) >= widths / 2 + options.gap ||
          Math.abs(a.lead.y - b.lead.y) >= options.height + options.gap;
        expect(apart).toBe(true);
      }
    // Every lead is the cheapest of its cluster.
    for (const cluster of clusters)
      expect(Math.min(...cluster.members.map((member) => member.priority))).toBe(cluster.lead.priority);
  });

  it('merges clusters whose count badges would make their pills touch', () => {
    // Two tight pairs 80 px apart: apart as bare pills (60 px wide), touching once each shows a badge.
    const pairs = [marker('a1', 0, 0, 1), marker('a2', 2, 0, 2), marker('b1', 80, 0, 3), marker('b2', 82, 0, 4)];
    const clusters = clusterMarkers(pairs, options);
    expect(clusters).toHaveLength(1);
    expect(clusters[0]!.lead.id).toBe('a1');
    expect(clusters[0]!.members.map((member) => member.id)).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('counts a wider badge for more digits', () => {
    expect(clusterPillWidth(60, 1)).toBe(60);
    expect(clusterPillWidth(60, 120)).toBeGreaterThan(clusterPillWidth(60, 12));
    expect(clusterPillWidth(60, 12)).toBeGreaterThan(60);
  });

  it('does not group when the map cannot zoom in any more', () => {
    const clusters = clusterMarkers([marker('a', 0, 0, 1), marker('b', 1, 1, 2)], { ...options, canZoomIn: false });
    expect(clusters).toHaveLength(2);
  });

  it('returns clusters in reading order for keyboard focus', () => {
    const clusters = clusterMarkers(
      [marker('bottom', 10, 300, 1), marker('topRight', 400, 5, 2), marker('topLeft', 100, 12, 3)],
      options,
    );
    expect(clusters.map((cluster) => cluster.lead.id)).toEqual(['topLeft', 'topRight', 'bottom']);
  });

  it('estimates wider pills for longer labels', () => {
    expect(estimatePillWidth('€1,234')).toBeGreaterThan(estimatePillWidth('€99'));
    expect(clusterMarkers([], options)).toEqual([]);
  });
});
