// Les leçons courtes (issue 42 item 4) : la liste du menu, les liens des règles et chaque étape (vouvoiement).
import type { LessonStrings } from './lessons.en';

/** The first steps of the two lessons that put you on one die (palifico, choosing obligar): the same throw, bid and dudo. */
const toOneDie = {
  dice: {
    do: 'Vos dés : un deux et un quatre.',
    why: 'Aucun as : vous avez un quatre.',
  },
  bid: {
    do: 'Annoncez {{bid}} : d’abord la face 4 (touche 4), puis le nombre (→ ou +), puis Annoncer (Entrée).',
    why: 'Une annonce risquée : vous avez un quatre. Ana va en douter et vous serez réduit à un dé.',
    wrong: 'La leçon demande {{bid}} : elle vous laisse un seul dé.',
  },
  doubted: {
    do: 'Ana dit Dudo à {{bid24}}.',
    why: 'Les gobelets se lèvent et les quatre sont comptés.',
  },
};

export const lessonsFr: LessonStrings = {
  title: 'Leçons courtes',
  hint: 'Une règle chacune, en une ou deux minutes : as, obligar, palifico, la fin d’une partie',
  tryIt: 'Essayez : {{name}}',
  aces: {
    name: 'Passer aux as et revenir',
    hint: 'La moitié plus un vers les as, le double plus un au retour',
    steps: {
      start: {
        do: 'Regardez : chacun lance un dé et votre six commence. Trois dés chacun.',
        why: 'Cette leçon montre comment une annonce passe aux as, puis revient à une autre face.',
      },
      dice: {
        do: 'Vos dés : deux as et un quatre.',
        why: 'Les as sont jokers : chacun compte comme la face annoncée. Si on annonce des {{fives}}, vos deux as sont deux {{fives}}.',
      },
      open: {
        do: 'Ouvrez la manche : annoncez {{bid}}. D’abord la face 5 (touche 5), puis le nombre (→ ou +), puis Annoncer (Entrée).',
        why: 'Vos deux as comptent comme des cinq : un cinq de plus parmi les six dés que vous ne voyez pas est probable.',
        wrong: 'Ici {{bid}} est l’ouverture de la leçon : vos deux as comptent comme des cinq.',
      },
      watch: {
        do: 'Ana et Beto montent sur les {{fives}}, jusqu’à {{bid55}}.',
        why: 'Chaque relance demande plus de cinq. Un de plus après {{bid55}}, c’est beaucoup.',
      },
      toAces: {
        do: 'Au lieu de plus de cinq, passez aux as : la moitié du nombre, arrondie vers le bas, plus un.',
        why: 'Cinq cinq : 5 ÷ 2 font 2, plus un : {{bid31}}. Seuls les as comptent pour les as, il en faut donc moins. Vous en avez deux.',
      },
      bidAces: {
        do: 'Annoncez {{bid}} : choisissez la face 1 (touche 1) : le nombre passe au plus petit permis, trois. Puis Annoncer (Entrée).',
        why: 'Trois as battent {{bid55}}. Vous avez deux as ; un de plus parmi six dés est probable.',
        wrong: 'La leçon est ici le passage aux as : {{bid31}}, la moitié de cinq plus un.',
      },
      back: {
        do: 'Ana revient des as aux cinq : le double du nombre plus un, {{bid75}}. Beto en doute.',
        why: 'Des as vers une autre face, il faut au moins 2 × 3 + 1 = 7.',
      },
      reveal: {
        do: 'Six {{fives}} (deux cinq et quatre as jokers), pas sept : Ana perd un dé. Lisez, puis Suivant (Entrée).',
        why: 'Vers les as : la moitié plus un. Depuis les as : le double plus un. Des as aux as : le nombre monte.',
      },
      done: {
        do: 'Vous savez passer aux as : la moitié plus un, et le double plus un au retour.',
        why: 'Toutes les règles sont dans Règles (F1). Le menu propose les autres leçons.',
      },
    },
  },
  palifico: {
    name: 'Palifico',
    hint: 'Avec un seul dé : pas d’as jokers, et votre face reste',
    steps: {
      start: {
        do: 'Regardez : chacun lance un dé et votre six commence. Deux dés chacun.',
        why: 'Avec ces règles, un joueur réduit à un dé a une manche palifico. Cette leçon vous y amène.',
      },
      ...toOneDie,
      lost: {
        do: 'Un quatre, pas deux : vous perdez un dé. Continuer (Entrée).',
        why: 'Réduit à un dé pour la première fois : votre prochaine manche est palifico.',
      },
      palifico: {
        do: 'Votre manche palifico : les gobelets sont secoués, et vous l’ouvrez.',
        why: 'En palifico les as ne sont pas jokers, et la face d’ouverture reste toute la manche : seul le nombre monte.',
      },
      open: {
        do: 'Ouvrez avec {{bid}} : votre quatre (touche 4, puis Entrée).',
        why: 'Un quatre est sûr : vous l’avez. Tout le monde doit maintenant annoncer des {{fours}}.',
        wrong: 'Ouvrez sur votre propre face : {{bid14}}, le quatre que vous avez.',
      },
      raises: {
        do: 'Ana et Beto ne peuvent que monter le nombre de {{fours}}.',
        why: 'La face est la vôtre pour la manche. Un as n’est pas joker maintenant.',
      },
      dudo: {
        do: 'Dites Dudo (D) à {{bid34}}.',
        why: 'Vous avez un quatre. Trois en demandent deux de plus parmi les quatre autres dés, sans as jokers.',
        wrong: 'L’annonce de Beto, {{bid34}}, c’est trop : Dudo.',
      },
      reveal: {
        do: 'Deux {{fours}} : l’as d’Ana ne compte pas. Beto perd un dé. Suivant (Entrée).',
        why: 'Le palifico vient une fois par joueur, la première fois réduit à un dé ; puis le jeu reprend normalement.',
      },
      done: {
        do: 'Vous connaissez le palifico : pas d’as jokers, et la face d’ouverture reste.',
        why: 'Toutes les règles sont dans Règles (F1). Le menu propose les autres leçons.',
      },
    },
  },
  obligarChoose: {
    name: 'Choisir l’obligar vous-même',
    hint: 'Réduit à un dé, vous choisissez la manche spéciale',
    steps: {
      start: {
        do: 'Regardez : chacun lance un dé et votre six commence. Deux dés chacun.',
        why: 'Cette leçon vous réduit à un dé, pour que vous choisissiez la manche spéciale : l’obligar.',
      },
      ...toOneDie,
      lost: {
        do: 'Un quatre, pas deux : vous perdez un dé. Continuer (Entrée).',
        why: 'Réduit à un dé pour la première fois, vous pouvez obliger au début de la manche suivante.',
      },
      choose: {
        do: 'Choisissez l’obligar : Ouvert (Entrée).',
        why: 'Ouvert : chacun voit les dés des autres mais pas les siens. Fermé : vous seul voyez votre dé. Non : une manche normale. Avec l’obligar, les as ne sont pas jokers et la face d’ouverture reste.',
        wrong: 'Ouvert est le choix de cette leçon : vous verrez les dés d’Ana et de Beto.',
      },
      shake: {
        do: 'Les gobelets sont secoués. Cette manche, vous voyez les dés d’Ana et de Beto, pas les vôtres.',
        why: 'Vous avez obligé : vous ouvrez la manche.',
      },
      see: {
        do: 'Regardez près de leurs places : Ana a un deux et un cinq, Beto un cinq et un as.',
        why: 'Les as ne sont pas jokers maintenant : l’as de Beto n’est pas un cinq. Deux {{fives}} en vue.',
      },
      bidFives: {
        do: 'Annoncez {{bid}} : face 5 (touche 5), puis le nombre, puis Annoncer (Entrée).',
        why: 'Vous voyez deux cinq : l’annonce tient quel que soit votre dé. La face est fixée : les autres ne peuvent que monter le nombre.',
        wrong: 'L’annonce sûre est {{bid}} : les deux cinq que vous voyez.',
      },
      watch: {
        do: 'Ana monte à {{bid35}} ; Beto en doute.',
        why: 'Un troisième cinq devrait être votre dé.',
      },
      reveal: {
        do: 'Votre dé est un six : deux {{fives}}, pas trois. Ana perd un dé. Suivant (Entrée).',
        why: 'On oblige une fois par joueur (à chaque fois si les règles le disent), la manche après être réduit à un dé.',
      },
      done: {
        do: 'Vous savez obliger, ouvert ou fermé.',
        why: 'Toutes les règles sont dans Règles (F1). Le menu propose les autres leçons.',
      },
    },
  },
  obligarClosed: {
    name: 'Un obligar fermé',
    hint: 'Seul le joueur à un dé voit le sien : les autres annoncent à l’aveugle',
    steps: {
      start: {
        do: 'Regardez : chacun lance un dé et votre six commence. Deux dés chacun.',
        why: 'Cette leçon montre un obligar fermé : Beto sera réduit à un dé.',
      },
      dice: {
        do: 'Vos dés : un deux et un quatre.',
        why: 'Aucun as : vous avez un quatre.',
      },
      open: {
        do: 'Ouvrez avec {{bid}} : face 4 (touche 4), puis Annoncer (Entrée).',
        why: 'Une annonce sûre : votre propre quatre.',
        wrong: 'Ouvrez avec {{bid}} : votre propre quatre est sûr.',
      },
      watch: {
        do: 'Ana annonce {{bid23}} ; Beto {{bid36}}.',
        why: 'Beto bluffe : trois six parmi six dés.',
      },
      dudo: {
        do: 'Dites Dudo (D) à {{bid36}}.',
        why: 'Vous n’avez ni six ni as : il en faudrait trois parmi les quatre autres dés.',
        wrong: 'L’annonce de Beto, {{bid36}}, c’est trop : Dudo.',
      },
      reveal1: {
        do: 'Un six : Beto perd un dé. Continuer (Entrée).',
        why: 'Beto est réduit à un dé pour la première fois : il peut obliger.',
      },
      obligar: {
        do: 'Beto oblige, fermé.',
        why: 'Fermé : seul Beto voit son dé. Tous les autres annoncent à l’aveugle, sans voir même leurs propres dés.',
      },
      closed: {
        do: 'Les gobelets sont secoués. Vos propres dés vous restent cachés cette manche.',
        why: 'Les as ne sont pas jokers, et la face d’ouverture de Beto reste toute la manche.',
      },
      blind: {
        do: 'Beto a ouvert à {{bid15}}. Vous ne voyez aucun dé, pas même les vôtres.',
        why: 'Cinq dés sont en jeu ; chacun est un cinq une fois sur six. Beto a sans doute son cinq.',
      },
      bidBlind: {
        do: 'Annoncez {{bid}} : face 5 (touche 5), puis le nombre, puis Annoncer (Entrée).',
        why: 'À l’aveugle, montez le moins possible : seul le nombre peut monter.',
        wrong: 'Montez le moins possible : {{bid}}.',
      },
      watch2: {
        do: 'Ana monte à {{bid35}} ; Beto en doute.',
        why: 'Ana annonce aussi à l’aveugle.',
      },
      reveal: {
        do: 'Un cinq, celui de Beto : Ana perd un dé. Suivant (Entrée).',
        why: 'Dans un obligar fermé, le joueur à un dé en sait le plus ; les autres devinent.',
      },
      done: {
        do: 'Vous connaissez l’obligar fermé : tous sauf celui qui oblige annoncent à l’aveugle.',
        why: 'Toutes les règles sont dans Règles (F1). Le menu propose les autres leçons.',
      },
    },
  },
  out: {
    name: 'Plus de dés, et la fin de la partie',
    hint: 'Le dernier joueur avec des dés gagne',
    steps: {
      start: {
        do: 'Regardez : chacun lance un dé et votre six commence. Un dé chacun.',
        why: 'Cette leçon se joue jusqu’à la fin d’une partie : le prochain dé perdu élimine un joueur.',
      },
      dice: {
        do: 'Votre dé : un trois.',
        why: 'Un joueur sans dés est éliminé ; le dernier joueur avec des dés gagne.',
      },
      open: {
        do: 'Ouvrez avec {{bid}} : face 3 (touche 3), puis Annoncer (Entrée).',
        why: 'Votre propre trois la rend sûre.',
        wrong: 'Ouvrez avec {{bid}} : votre propre trois.',
      },
      watch: {
        do: 'Ana annonce {{bid23}}, Beto {{bid25}}.',
        why: 'L’annonce de Beto demande que les deux autres dés soient des cinq ou des as.',
      },
      dudo: {
        do: 'Dites Dudo (D) à {{bid25}}.',
        why: 'Votre dé est un trois : deux cinq demanderaient le dé d’Ana et celui de Beto.',
        wrong: 'L’annonce de Beto, {{bid25}}, est peu probable : Dudo.',
      },
      out: {
        do: 'Un cinq : Beto perd son seul dé et est éliminé. Continuer (Entrée).',
        why: 'Le perdant commence la manche suivante ; Beto est éliminé, c’est donc le joueur suivant, vous, qui commence.',
      },
      round2: {
        do: 'Manche 2 : vous et Ana, un dé chacun.',
        why: 'Beto ne joue plus dans cette partie.',
      },
      bid: {
        do: 'Annoncez {{bid}} : votre quatre (touche 4, puis Entrée).',
        why: 'Sûr : vous l’avez.',
        wrong: 'Annoncez {{bid}} : votre propre quatre est sûr.',
      },
      watch2: {
        do: 'Ana annonce {{bid15}}.',
        why: 'Avec deux dés sur la table, il lui faut que le sien soit un cinq ou un as.',
      },
      dudo2: {
        do: 'Dites Dudo (D) à {{bid15}}.',
        why: 'Votre dé est un quatre : Ana a besoin que le sien soit un cinq ou un as, une chance sur trois.',
        wrong: 'Doutez de {{bid15}} d’Ana : Dudo.',
      },
      reveal: {
        do: 'Aucun cinq : Ana perd son dernier dé. Vous êtes le dernier joueur avec des dés : vous gagnez. Suivant (Entrée).',
        why: 'Une partie finit quand il reste un seul joueur ; un match est une série de parties.',
      },
      done: {
        do: 'Vous savez comment finit une partie : le dernier joueur avec des dés la gagne.',
        why: 'Toutes les règles sont dans Règles (F1). Le menu propose les autres leçons.',
      },
    },
  },
};
