// The application menu's words in the app's three languages (issue 26 item 6: the menu was English only).
// Pure data and one choice, without Electron, so a test reads them; menu.ts builds the menu from them.

export type MenuLanguage = 'es' | 'fr' | 'en';

export interface MenuWords {
  readonly game: string;
  readonly newGame: string;
  readonly openRecord: string;
  readonly saveRecord: string;
  readonly settings: string;
  readonly view: string;
  readonly developer: string;
  readonly diceLab: string;
  readonly help: string;
  readonly rules: string;
  readonly learnToPlay: string;
  readonly recordFilter: string;
  readonly notARecord: string;
}

/** `&` marks the access key on Windows and Linux (Alt+letter); each menu of a language has its own. */
export const MENU_WORDS: Readonly<Record<MenuLanguage, MenuWords>> = {
  en: {
    game: '&Game',
    newGame: 'New game',
    openRecord: 'Open record…',
    saveRecord: 'Save record…',
    settings: 'Settings…',
    view: '&View',
    developer: '&Developer',
    diceLab: 'Dice lab',
    help: '&Help',
    rules: 'Rules',
    learnToPlay: 'Learn to play',
    recordFilter: 'Dudo record',
    notARecord: 'This file is not a Dudo record.',
  },
  es: {
    game: '&Juego',
    newGame: 'Nueva partida',
    openRecord: 'Abrir grabación…',
    saveRecord: 'Guardar grabación…',
    settings: 'Ajustes…',
    view: '&Ver',
    developer: '&Desarrollo',
    diceLab: 'Laboratorio de dados',
    help: 'A&yuda',
    rules: 'Reglas',
    learnToPlay: 'Aprender a jugar',
    recordFilter: 'Grabación de Dudo',
    notARecord: 'Este archivo no es una grabación de Dudo.',
  },
  fr: {
    game: '&Partie',
    newGame: 'Nouvelle partie',
    openRecord: 'Ouvrir un enregistrement…',
    saveRecord: 'Enregistrer la partie…',
    settings: 'Réglages…',
    view: '&Affichage',
    developer: '&Développement',
    diceLab: 'Laboratoire des dés',
    help: 'A&ide',
    rules: 'Règles',
    learnToPlay: 'Apprendre à jouer',
    recordFilter: 'Enregistrement Dudo',
    notARecord: 'Ce fichier n’est pas un enregistrement Dudo.',
  },
};

/** The menu's language: the one chosen in the settings (es-CL is Spanish), else the system's, else English. */
export function menuLanguage(chosen: string | null, systemLocale: string): MenuLanguage {
  const base = (chosen ?? systemLocale).toLowerCase().split(/[-_]/)[0];
  return base === 'es' || base === 'fr' ? base : 'en';
}
