import Supercluster from 'supercluster';

/** A point to pin: where, what its pill reads, and its priority (lower leads a cluster: the cheapest stay). */
export interface MapPoint {
  id: string;
  latitude: number;
  longitude: number;
  label: string;
  priority: number;
}

export interface PinGroup {
  key: string;
  latitude: number;
  longitude: number;
  /** The leading point (lowest priority) whose pill the group shows. */
  lead: MapPoint;
  /** Every point of the group (one for a single pin). */
  ids: string[];
  /** Supercluster's cluster id, to zoom into a cluster; null for a single pin. */
  clusterId: number | null;
}

interface Props {
  index: number;
}
interface ClusterProps {
  lead: number;
}

/** The clustering index of a list of points (supercluster: grid-based, fast for thousands of points). */
export function clusterIndex(points: readonly MapPoint[]) {
  const index = new Supercluster<Props, ClusterProps>({
    // In tile units (512 per tile, Leaflet tiles are 256 px): about 75 screen px, a price pill's width.
    radius: 150,
    maxZoom: 17,
    map: (props) => ({ lead: props.index }),
    reduce: (acc, props) => {
      if (points[props.lead]!.priority < points[acc.lead]!.priority) acc.lead = props.lead;
    },
  });
  index.load(
    points.map((point, i) => ({
      type: 'Feature' as const,
      properties: { index: i },
      geometry: { type: 'Point' as const, coordinates: [point.longitude, point.latitude] },
    })),
  );
  return index;
}

export type ClusterIndex = ReturnType<typeof clusterIndex>;

/**
 * The pins to draw for a view: single points and clusters (with every member's id, so a card highlighted in
 * the list lights its cluster), the cluster led by its cheapest point.
 */
export function pinGroups(
  index: ClusterIndex,
  points: readonly MapPoint[],
  bounds: [west: number, south: number, east: number, north: number],
  zoom: number,
): PinGroup[] {
  return index.getClusters(bounds, Math.round(zoom)).map((feature) => {
    const [longitude, latitude] = feature.geometry.coordinates as [number, number];
    if ('cluster' in feature.properties && feature.properties.cluster) {
      const clusterId = feature.properties.cluster_id;
      const leaves = index.getLeaves(clusterId, Infinity) as { properties: Props }[];
      const lead = points[feature.properties.lead]!;
      return {
        key: `c${clusterId}`,
        latitude,
        longitude,
        lead,
        ids: leaves.map((leaf) => points[leaf.properties.index]!.id),
        clusterId,
      };
    }
    const point = points[(feature.properties as Props).index]!;
    return { key: point.id, latitude, longitude, lead: point, ids: [point.id], clusterId: null };
  });
}

/** A bounding box around points (null without any), for the first view. */
export function pointsBounds(points: readonly Pick<MapPoint, 'latitude' | 'longitude'>[]) {
  if (points.length === 0) return null;
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const point of points) {
    north = Math.max(north, point.latitude);
    south = Math.min(south, point.latitude);
    east = Math.max(east, point.longitude);
    west = Math.min(west, point.longitude);
  }
  return { north, south, east, west };
}
