import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import {
  COMPANY_LOGO_TYPES,
  type CompanyLogoContentType,
  type CompanyLogoExtension,
} from '@hirehand/shared/business/company';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import {
  assertCompanyPermission,
  type CompanyRow,
  findCompany,
  logoUrlOf,
  replaceCompanyLogo,
} from './companies.service';

type Base = { ctx: AppContext; log: FastifyBaseLogger };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const RIFF = Buffer.from('RIFF', 'latin1');
const WEBP = Buffer.from('WEBPVP8', 'latin1');
const at = (bytes: Buffer, offset: number, magic: Buffer) =>
  bytes.length >= offset + magic.length && bytes.subarray(offset, offset + magic.length).equals(magic);

/** The image type the bytes are by their own signature (as profile pictures are read), or null. */
function sniffLogoType(bytes: Buffer): CompanyLogoContentType | null {
  if (at(bytes, 0, PNG) && at(bytes, 12, Buffer.from('IHDR', 'latin1'))) return 'image/png';
  if (at(bytes, 0, JPEG)) return 'image/jpeg';
  if (at(bytes, 0, RIFF) && at(bytes, 8, WEBP)) return 'image/webp';
  return null;
}

/** Storage keys allow no dot: the extension follows an underscore. */
const storageKeyOf = (companyId: string, objectId: string, extension: CompanyLogoExtension) =>
  `company-logos/${companyId}/${objectId}_${extension}`;

async function deleteStored(props: Base & { key: string | null }) {
  if (!props.key) return;
  await props.ctx.storage.delete(props.key).catch((err) => {
    props.log.error({ err, feature: 'companies' }, 'replaced company logo not deleted');
  });
}

/**
 * POST /api/business/company/logo (owner or can_manage_team): stores the image under a new key,
 * points the company at it (audited), then deletes the logo it replaced.
 */
export async function uploadCompanyLogo(
  props: Base & { userId: string; companyId?: string | null; readFile: () => Promise<Buffer | null> },
): Promise<CompanyRow> {
  const { ctx, log } = props;
  const access = await assertCompanyPermission(ctx, {
    userId: props.userId,
    companyId: props.companyId,
    permission: 'can_manage_team',
  });
  const bytes = await props.readFile();
  if (!bytes || bytes.length === 0) throw errors.badRequest(BUSINESS_ERRORS.logoMissing);
  const contentType = sniffLogoType(bytes);
  if (!contentType) throw errors.unsupportedMediaType(BUSINESS_ERRORS.logoTypeNotAllowed);
  const key = storageKeyOf(access.company.id, randomUUID(), COMPANY_LOGO_TYPES[contentType]);
  await ctx.storage.put(key, bytes, contentType);
  let replaced: Awaited<ReturnType<typeof replaceCompanyLogo>>;
  try {
    replaced = await replaceCompanyLogo(ctx, {
      companyId: access.company.id,
      logoKey: key,
      actorId: props.userId,
    });
  } catch (error) {
    await deleteStored({ ctx, log, key });
    throw error;
  }
  await deleteStored({ ctx, log, key: replaced.previous });
  log.info({ feature: 'companies', contentType, bytes: bytes.length }, 'company logo uploaded');
  return replaced.company;
}

const CONTENT_TYPE_OF = Object.fromEntries(
  Object.entries(COMPANY_LOGO_TYPES).map(([type, extension]) => [extension, type as CompanyLogoContentType]),
) as Record<string, CompanyLogoContentType>;

/** A company's current logo by its served file name; anything else (a replaced one) is a 404. */
export async function openCompanyLogo(
  props: Base & { companyId: string; fileName: string },
): Promise<{ contentType: CompanyLogoContentType; body: Readable }> {
  const company = await findCompany(props.ctx, props.companyId);
  const url = company ? logoUrlOf(company) : null;
  if (!company?.logoKey || !url?.endsWith(`/${props.fileName}`))
    throw errors.notFound(BUSINESS_ERRORS.logoNotFound);
  const extension = props.fileName.split('.').pop() ?? '';
  const contentType = CONTENT_TYPE_OF[extension];
  const body = contentType ? await props.ctx.storage.get(company.logoKey) : null;
  if (!contentType || !body) {
    props.log.error({ feature: 'companies', companyId: company.id }, 'company logo missing from storage');
    throw errors.notFound(BUSINESS_ERRORS.logoNotFound);
  }
  return { contentType, body };
}
