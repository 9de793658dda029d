import type { FastifyInstance, FastifyReply } from 'fastify';
import { findAirport } from '../../inventory/airports';
import { findCity } from '../../inventory/cities';
import { findStay } from '../../inventory/stays/stay-catalog';
import { destinationImageSvg } from '../../images/destination-image';
import { IMAGE_ROUTE_PREFIX, parseStayImageName } from '../../images/image-urls';
import { stayImageSvg } from '../../images/stay-image';
import { notFound } from '../../lib/api-error';

/** The pictures are a pure function of their path, so caches may keep them for good. */
function sendSvg(reply: FastifyReply, svg: string) {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .send(svg);
}

const svgName = (file: string) => (file.endsWith('.svg') ? file.slice(0, -4) : null);

/** Generated pictures of properties and destinations (design.md "Demo data": generated images). */
export async function imageRoutes(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>(`${IMAGE_ROUTE_PREFIX}/stays/:file`, async (request, reply) => {
    const name = svgName(request.params.file);
    const parsed = name ? parseStayImageName(name) : null;
    if (!parsed || !findStay(parsed.stayId)) throw notFound(`No picture ${request.params.file}`);
    return sendSvg(reply, stayImageSvg(parsed.stayId, parsed.kind));
  });

  app.get<{ Params: { file: string } }>(`${IMAGE_ROUTE_PREFIX}/destinations/:file`, async (request, reply) => {
    const code = svgName(request.params.file)?.toUpperCase() ?? '';
    const city = /^[A-Z]{3}$/.test(code) ? (findCity(code) ?? findCity(findAirport(code)?.cityCode ?? '')) : undefined;
    if (!city) throw notFound(`No picture ${request.params.file}`);
    return sendSvg(reply, destinationImageSvg(code, city.names.en));
  });
}
