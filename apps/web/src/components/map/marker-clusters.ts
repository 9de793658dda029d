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

/**
 * The width a cluster's pill is drawn at: its lead's label plus the count badge (stay-map.module.css: 6 px
 * gap, a badge of at least 20 px with 5 px padding and ~6.6 px per 11 px digit, 4 px less end padding).
 */
export function clusterPillWidth(leadWidth: number, count: number): number {
  if (count < 2) return leadWidth;
  const badge = Math.max(20, Math.ceil(String(count).length * 6.6) + 10);
  return leadWidth + 6 + badge - 4;
}

const drawnWidth = <T extends ScreenMarker>(cluster: MarkerCluster<T>) =>
  clusterPillWidth(cluster.lead.width, cluster.members.length);

const touches = (ax: number, ay: number, aw: number, bx: number, by: number, bw: number, options: ClusterOptions) =>
  Math.abs(ax - bx) < (aw + bw) / 2 + options.gap && Math.abs(ay - by) < options.height + options.gap;

/**
 * Leads whose pills, drawn with their count badges, now touch: the dearer cluster joins the cheaper one,
 * until no two drawn pills touch (the badge only exists once a group forms, so the first pass cannot see it).
 */
function mergeTouchingClusters<T extends ScreenMarker>(clusters: MarkerCluster<T>[], options: ClusterOptions): void {
  for (let merged = true; merged;) {
    merged = false;
    for (let i = 0; i < clusters.length && !merged; i += 1) {
      for (let j = i + 1; j < clusters.length && !merged; j += 1) {
        const [a, b] = [clusters[i]!, clusters[j]!];
        if (!touches(a.lead.x, a.lead.y, drawnWidth(a), b.lead.x, b.lead.y, drawnWidth(b), options)) continue;
        a.members.push(...b.members);
        a.members.sort((left, right) => left.priority - right.priority);
        clusters.splice(j, 1);
        merged = true;
      }
    }
  }
}

/**
 * Greedy, cheapest first: each marker joins the first cluster whose lead's pill it would touch, else it
 * leads a new one; then clusters whose drawn pills (count badge included) touch are merged. Leads therefore
 * never overlap each other, and the cheapest stay of a crowded spot is the one whose price shows. Clusters
 * come back in reading order (rows top to bottom, then left to right), the order keyboard focus follows.
 */
export function clusterMarkers<T extends ScreenMarker>(
  markers: readonly T[],
  options: ClusterOptions,
): MarkerCluster<T>[] {
  const ordered = [...markers].sort((a, b) => a.priority - b.priority || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const clusters: MarkerCluster<T>[] = [];
  for (const marker of ordered) {
    const home = options.canZoomIn
      ? clusters.find(({ lead }) => touches(lead.x, lead.y, lead.width, marker.x, marker.y, marker.width, options))
      : undefined;
    if (home) home.members.push(marker);
    else clusters.push({ lead: marker, members: [marker] });
  }
  if (options.canZoomIn) mergeTouchingClusters(clusters, options);
  const row = options.height * 2;
  return clusters.sort((a, b) => Math.floor(a.lead.y / row) - Math.floor(b.lead.y / row) || a.lead.x - b.lead.x);
}

/** A pill's width for a label in the map's 13 px bold font (an estimate: no layout pass is needed). */
export function estimatePillWidth(label: string): number {
  return Math.ceil(label.length * 7.8) + 18;
}
