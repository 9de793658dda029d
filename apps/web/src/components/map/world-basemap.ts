import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

/**
 * The built-in world basemap: Natural Earth 1:50m country outlines (npm world-atlas, public domain), shipped
 * with the app as a hashed asset and fetched from our own origin, so the map works offline and without any
 * tile server. Loaded once per page.
 */
let loading: Promise<GeoJSON.FeatureCollection> | null = null;

export function loadWorldBasemap(): Promise<GeoJSON.FeatureCollection> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`basemap ${response.status}`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as GeoJSON.FeatureCollection)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}
