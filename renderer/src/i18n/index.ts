// i18next set-up: Spanish, French and English; the face names come from jargon.ts.
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './locales/en';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { rulesEn } from './locales/rules.en';
import { rulesEs } from './locales/rules.es';
import { rulesFr } from './locales/rules.fr';
import type { Language } from './jargon';
import { elideFrench } from './elision';

export const RESOURCES = { en, es, fr } as const;

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  // French elides "que", "de", "le", "la", "ne" before what an interpolation brings (elision.ts)
  instance.use({ type: 'postProcessor', name: 'elision', process: (value: unknown) => (typeof value === 'string' ? elideFrench(value) : value) });
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    // 'rules': the Rules screen's prose (issue 39.5), a namespace of its own
    resources: { en: { translation: en, rules: rulesEn }, es: { translation: es, rules: rulesEs }, fr: { translation: fr, rules: rulesFr } },
    interpolation: { escapeValue: false },
    returnObjects: true,
    initAsync: false,
    postProcess: language === 'fr' ? ['elision'] : false,
  });
  return instance;
}

export * from './jargon';
