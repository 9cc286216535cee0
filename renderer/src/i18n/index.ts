// i18next set-up: Spanish, French and English; the face names come from jargon.ts.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import type { Language } from './jargon';

export const RESOURCES = { en, es, fr } as const;

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { en: { translation: en }, es: { translation: es }, fr: { translation: fr } },
    interpolation: { escapeValue: false },
    returnObjects: true,
    initAsync: false,
  });
  return instance;
}

export * from './jargon';
