/**
 * Collision-aware grouping of price markers: markers whose pills would cover each other on screen become one
 * cluster, drawn at its cheapest member with a count. Pure (screen pixels in, groups out) so it is tested
 * without a browser.
 */

export interface ScreenMarker {
  id: string;
  /** Anchor on screen (CSS pixels): the pill's bottom centre. */
  x: number;
  y: number;
  /** Lower comes first and is kept visible (the price). */
  priority: number;
  /** The pill's width on screen. */
  width: number;
}

export interface MarkerCluster<T extends ScreenMarker> {
  /** The kept marker: the cluster is drawn at its place with its label. */
  lead: T;
  /** Every member, the lead first, cheapest first. */
  members: T[];
}

export interface ClusterOptions {
  /** Pill height in pixels. */
  height: number;
  /** Extra room around each pill (covers the count badge a cluster adds). */
  gap: number;
  /** False when the map cannot zoom further: every marker then stands alone, overlapping or not. */
  canZoomIn: boolean;
}

const overlaps = (a: ScreenMarker, b: ScreenMarker, { height, gap }: ClusterOptions) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 + gap && Math.abs(a.y - b.y) < height + gap;

/**
 * Greedy, cheapest first: each marker joins the first cluster whose lead's pill it would touch, else it
 * leads a new one. Leads therefore never overlap each other, and the cheapest stay of a crowded spot is the
 * one whose price shows. Clusters come back in reading order (rows top to bottom, then left to right), the
 * order keyboard focus follows.
 */
export function clusterMarkers<T extends ScreenMarker>(
  markers: readonly T[],
  options: ClusterOptions,
): MarkerCluster<T>[] {
  const ordered = [...markers].sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const clusters: MarkerCluster<T>[] = [];
  for (const marker of ordered) {
    const home = options.canZoomIn ? clusters.find((cluster) => overlaps(cluster.lead, marker, options)) : undefined;
    if (home) home.members.push(marker);
    else clusters.push({ lead: marker, members: [marker] });
  }
  const row = options.height * 2;
  return clusters.sort((a, b) => Math.floor(a.lead.y / row) - Math.floor(b.lead.y / row) || a.lead.x - b.lead.x);
}

/** A pill's width for a label in the map's 13 px bold font (an estimate: no layout pass is needed). */
export function estimatePillWidth(label: string): number {
  return Math.ceil(label.length * 7.8) + 18;
}
