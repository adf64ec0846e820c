import {
  DEFAULT_LANGUAGE,
  languageFromAcceptHeader,
  normaliseLanguage,
  type Language,
} from '@caravan/contract';
import type { FastifyRequest } from 'fastify';
import { rawParam } from './params.js';

/**
 * The request's language: the `lang` parameter (contract short codes such as cn and tw), then
 * Accept-Language, then English. Computed on demand so that errors raised before the body is
 * parsed still get a language.
 */
export function requestLanguage(request: FastifyRequest): Language {
  return statedLanguage(request) ?? DEFAULT_LANGUAGE;
}

/** The language the request states (`lang`, then Accept-Language), if it states one. */
export function statedLanguage(request: FastifyRequest): Language | undefined {
  return (
    normaliseLanguage(rawParam(request, 'lang')) ??
    languageFromAcceptHeader(request.headers['accept-language'])
  );
}
