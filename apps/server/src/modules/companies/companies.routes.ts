import multipart from '@fastify/multipart';
import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_UPLOAD_RATE_LIMIT,
  CompanyProfileDto,
  CompanyUpdateInput,
  MyCompaniesDto,
  PublicCompanyDto,
} from '@hirehand/shared/business/company';
import { CompanyScopeQuery } from '@hirehand/shared/business/team';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../platform/audit/client-summary';
import { actorOf } from '../../platform/auth/auth-guard';
import { readMultipartFile } from '../../platform/multipart-file';
import { perUserLimit } from '../../platform/request-limit';
import { toCompanyProfileDto, toMyCompaniesDto, toPublicCompanyDto } from './companies.presenter';
import { listMyCompanies, publicCompany, readCompany, updateCompanyProfile } from './companies.service';
import { openCompanyLogo, uploadCompanyLogo } from './company-logo.service';

/** Any text: a malformed id is answered 404 like an unknown company. */
const PublicCompanyParams = z.object({ companyId: z.string().max(100) });

/** Any text: a malformed path is answered 404 like an unknown logo. */
const LogoParams = z.object({ companyId: z.uuid(), file: z.string().max(100) });

/** The company profile (issue 22, decision 042): the caller's companies, a company, its profile and logo. */
export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this scope only: the logo upload is the one multipart route here.
  await app.register(multipart, {
    limits: {
      fileSize: COMPANY_LOGO_MAX_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });
  const uploadLimit = perUserLimit(
    app,
    'company-logo-upload',
    COMPANY_LOGO_UPLOAD_RATE_LIMIT,
    BUSINESS_ERRORS.tooManyLogoUploads,
  );

  // Public like a job post or a public profile: no sign-in, and no limit of its own (decision 042).
  app.get(
    '/companies/:companyId',
    {
      schema: {
        tags: ['business'],
        summary:
          "A company's public page: its profile, when it joined and how many open jobs it has (no sign-in)",
        description:
          "Its open jobs themselves are the job board's: `GET /api/jobs?company_id={companyId}`. Never its owner, team or e-mail addresses. An unknown or malformed id is 404 `business.company_not_found`.",
        params: PublicCompanyParams,
        response: { 200: PublicCompanyDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) => toPublicCompanyDto(await publicCompany(app.ctx, request.params.companyId)),
  );

  app.get(
    '/business/companies',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: 'The companies the caller owns or belongs to, with their role and permissions (owned first)',
        security: [{ bearerAuth: [] }],
        response: { 200: MyCompaniesDto, 401: ErrorDto },
      },
    },
    async (request) => toMyCompaniesDto(await listMyCompanies(app.ctx, actorOf(request).userId)),
  );

  app.get(
    '/business/company',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: "A company's profile (any member); without company_id the caller's own",
        security: [{ bearerAuth: [] }],
        querystring: CompanyScopeQuery,
        response: {
          200: CompanyProfileDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    async (request) => {
      const access = await readCompany(app.ctx, {
        userId: actorOf(request).userId,
        companyId: request.query.company_id,
      });
      return toCompanyProfileDto(access.company);
    },
  );

  app.put(
    '/business/company',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: "Change the company's profile (owner, or can_manage_team); audited team.company_updated",
        security: [{ bearerAuth: [] }],
        body: CompanyUpdateInput,
        response: {
          200: CompanyProfileDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    async (request) => {
      const { company_id: companyId, ...input } = request.body;
      const company = await updateCompanyProfile(app.ctx, {
        userId: actorOf(request).userId,
        companyId,
        input,
        client: clientOf(request),
      });
      return toCompanyProfileDto(company);
    },
  );

  app.post(
    '/business/company/logo',
    {
      preHandler: [app.authenticate, uploadLimit],
      schema: {
        tags: ['business'],
        summary: "Upload the company's logo: multipart field `file`, PNG, JPG or WebP up to 5 MB",
        description:
          'Owner or can_manage_team. The type is read from the bytes; the answer is the company profile, whose logo_url is where the logo is served; the logo it replaced is deleted.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        querystring: CompanyScopeQuery,
        response: {
          200: CompanyProfileDto,
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          413: ErrorDto,
          415: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request) => {
      const company = await uploadCompanyLogo({
        ctx: app.ctx,
        log: request.log,
        userId: actorOf(request).userId,
        companyId: request.query.company_id,
        readFile: async () =>
          (
            await readMultipartFile(app, request, {
              feature: 'companies',
              fileTooLarge: BUSINESS_ERRORS.logoTooLarge,
              fileMissing: BUSINESS_ERRORS.logoMissing,
            })
          )?.bytes ?? null,
      });
      return toCompanyProfileDto(company);
    },
  );

  app.get(
    '/business/companies/:companyId/logo/:file',
    {
      schema: {
        tags: ['business'],
        summary: "A company's current logo (public, like its name on its job posts)",
        params: LogoParams,
        // A stream: sent as is, never serialized against this schema.
        response: { 200: z.any().describe('The logo'), 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request, reply) => {
      const { contentType, body } = await openCompanyLogo({
        ctx: app.ctx,
        log: request.log,
        companyId: request.params.companyId,
        fileName: request.params.file,
      });
      // Each upload gets a new path, so a path's bytes never change: cache them for good.
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .send(body);
    },
  );
};
