// L'écran des règles en français (RULES.md ; les identifiants de règle en marge).
// The i18next namespace 'rules' (issue 39.5); its shape is RulesText (renderer/src/rules/text.ts), checked there.
export const rulesFr = {
  ui: {
    title: 'Règles',
    open: 'Règles',
    close: 'Fermer les règles',
    presets: 'Jeux de règles',
    contents: 'Sommaire',
    thisGame: 'Les règles de cette partie : {{preset}}',
    presetRules: '{{preset}} : les règles',
    onInGame: 'en jeu dans cette partie',
    onInPreset: 'dans ces règles',
    changedInGame: 'modifiée pour cette partie',
    notInPreset: 'Pas jouées avec ces règles',
    example: 'Exemple',
    rule: 'Règle',
    count: 'Compte : {{count}}',
    then: 'puis',
    openRule: 'Voir la règle : {{name}}',
  },
  aim: {
    title: 'Le but',
    body:
      'Être le dernier joueur à avoir des dés. Chacun cache ses dés sous un gobelet et ne voit que les siens ; chaque enchère porte sur tous les dés de la table, les vôtres et ceux des autres. Bluffez, mettez en doute les enchères des autres et gardez vos dés.',
  },
  round: {
    title: 'Une manche, pas à pas',
    steps: {
      shake: 'Secouer : chacun secoue son gobelet et le retourne d’un coup sur la table.',
      peek: 'Regarder : soulevez votre gobelet juste assez pour voir vos dés. Personne d’autre ne doit les voir.',
      bid: 'Annoncer : le premier joueur dit combien de dés d’une face il y a au moins sur toute la table, par exemple « trois trois ».',
      raise: 'Surenchérir : à tour de rôle, chacun annonce plus haut : plus de dés de n’importe quelle face, ou autant de dés d’une face plus haute. Après trois trois : trois quatre ou quatre deux, jamais trois deux.',
      dudo: 'Dudo ! (« j’en doute ») : au lieu de surenchérir, vous dites que l’enchère est trop haute. On lève tous les gobelets et on compte les dés.',
      calzo: 'Calzo ! (« pile ») : au lieu de surenchérir, vous dites que l’enchère est exacte (voir Calzo plus bas).',
      reveal: 'Le compte : on compte les dés de la face annoncée, jokers compris. Moins que l’enchère : celui qui a annoncé s’est trompé. Au moins l’enchère : celui qui a douté s’est trompé.',
      loss: 'Qui perd quoi : celui qui s’est trompé perd un dé ; un joueur qui n’a plus de dés est éliminé. Puis une nouvelle manche commence.',
    },
    lossLives: 'Qui perd quoi : celui qui s’est trompé perd une vie (voir Vies plus bas). Puis une nouvelle manche commence.',
  },
  options: {
    dicePerPlayer: { title: 'Dés', values: { n: 'Chaque joueur commence avec {{n}} dés sous son gobelet.' } },
    wild: {
      title: 'Joker',
      values: {
        aces: 'Les as sont jokers : quand une enchère nomme une autre face, chaque as de la table compte aussi pour cette face. Quand l’enchère porte sur les as, seuls les as comptent.',
        blank: 'Le dé français : faces 1 à 5 et une face vierge à la place du 6. La face vierge est joker : elle compte pour la face que nomme l’enchère. Les faces montent 1 < 2 < 3 < 4 < 5.',
        none: 'Pas de joker : seuls comptent les dés de la face annoncée.',
      },
    },
    acesTo: {
      title: 'Annoncer des as',
      values: {
        'half-plus-one':
          'Un as vaut deux dés. En passant aux as, le nombre peut descendre à la moitié plus un, arrondie vers le bas (7 trois → 4 as, 8 trois → 5 as). Pour revenir des as à une autre face, il faut le double plus un (2 as → 5 trois). D’as en as, le nombre doit monter. Personne ne peut ouvrir une manche sur les as, sauf avec un seul dé.',
        'half-up':
          'Un as vaut deux dés. En passant aux as, le nombre peut descendre à la moitié, arrondie vers le haut (7 trois → 4 as, 8 trois → 4 as). Pour revenir des as à une autre face, il faut le double plus un (2 as → 5 trois). D’as en as, le nombre doit monter. Personne ne peut ouvrir une manche sur les as, sauf avec un seul dé.',
        ordered: 'Pas de conversion : les as restent jokers, mais ils sont aussi simplement la face la plus basse. Ils peuvent ouvrir la manche, et une enchère sur les as monte comme les autres.',
      },
    },
    calzo: {
      title: 'Calzo',
      values: {
        true: 'Calzo : à votre tour, au lieu de surenchérir, vous dites que l’enchère est exacte. On compte les dés : pile l’enchère, vous regagnez un dé (gardé en réserve si votre main est complète) ; tout autre compte, plus ou moins, vous perdez un dé.',
        false: 'Pas de calzo : le seul défi est le dudo.',
      },
    },
    calzoWhen: {
      title: 'Quand on peut dire calzo',
      values: {
        'half-dice-or-one-die': 'Le calzo est permis tant qu’il reste sur la table au moins la moitié des dés du départ, ou quand celui qui le dit n’a qu’un dé.',
        always: 'Le calzo est permis à tout moment.',
      },
    },
    noCalzoWithFullHand: {
      title: 'Pas de calzo avec la main complète',
      values: { true: 'Un joueur qui a encore tous ses dés du départ ne peut pas dire calzo.', false: 'Avoir la main complète n’empêche pas le calzo.' },
    },
    noCalzoHeadsUp: {
      title: 'Pas de calzo à deux',
      values: { true: 'Quand il ne reste que deux joueurs, le calzo n’est plus permis.', false: 'Le calzo reste permis à deux joueurs.' },
    },
    mato: {
      title: 'Mato',
      values: {
        true: 'Mato : au lieu de surenchérir, vous dites que l’enchère est exacte pour la faire payer à son auteur. Pile l’enchère : l’auteur perd un dé ; tout autre compte : c’est vous qui le perdez.',
        false: 'Le mato ne se joue pas.',
      },
    },
    paso: {
      title: 'Paso',
      values: {
        true: 'Paso : tant que vous avez tous vos dés du départ, vous pouvez passer au lieu d’annoncer en affirmant que votre main est toute différente, toute pareille ou un full (un brelan et une paire). Une fois par manche, jamais en premier, et ce peut être un bluff. L’enchère reste ; le suivant la monte, ou dit dudo au paso : votre main est montrée ; vrai → celui qui doute perd un dé, faux → c’est vous.',
        false: 'Le paso ne se joue pas.',
      },
    },
    noDoublePaso: {
      title: 'Pas de paso après un paso',
      values: { true: 'On ne peut pas répondre à un paso par un autre paso.', false: 'On peut répondre à un paso par un autre paso.' },
    },
    picado: {
      title: 'Picado',
      values: {
        true: 'Picado : au lieu d’annoncer, vous affirmez avoir au moins deux as ; le sens du jeu s’inverse pour le reste de la partie. Une fois par manche en tout, jamais en premier, et ce peut être un bluff. Le suivant monte l’enchère, ou met en doute le picado : deux as ou plus montrés → celui qui doute perd un dé, sinon celui qui a piqué.',
        false: 'Le picado ne se joue pas.',
      },
    },
    siciliana: {
      title: 'Siciliana',
      values: { true: 'Siciliana : un dudo sur la toute première enchère d’une manche coûte deux dés au perdant.', false: 'Un dudo sur la première enchère coûte un dé, comme les autres.' },
    },
    oneDieRound: {
      title: 'La manche à un dé',
      values: {
        obligar:
          'Obligar : la première fois qu’un joueur n’a plus qu’un dé, il peut « obliger » au début de la manche suivante, ou y renoncer. Dans cette manche, les as ne sont pas jokers et peuvent ouvrir, et la face d’ouverture est fixée : seul le nombre monte (un autre joueur qui n’a aussi qu’un dé peut changer de face avec un nombre plus grand). Obligar ouvert : chacun voit les dés des autres, mais pas les siens. Obligar fermé : seul celui qui oblige voit son dé ; les autres annoncent à l’aveugle.',
        palifico:
          'Palifico : quand un joueur n’a plus qu’un dé, la manche suivante est palifico (une fois par joueur et par partie) : rien n’est joker, et la face d’ouverture ne peut plus changer ; seul le nombre monte. Puis le jeu normal reprend.',
        blind: 'Manche à l’aveugle : la manche qui suit celle où un joueur est tombé à un dé se joue à l’aveugle. Seuls les joueurs à un dé regardent leurs dés ; les autres annoncent sans voir les leurs.',
        none: 'Rien de spécial quand un joueur n’a plus qu’un dé.',
      },
    },
    obligarEveryTime: {
      title: 'Obligar à chaque fois',
      values: {
        true: 'On peut obliger chaque fois qu’un joueur tombe à un dé, pas seulement la première.',
        false: 'On ne peut obliger que la première fois qu’un joueur tombe à un dé.',
      },
    },
    penalty: {
      title: 'La pénalité',
      values: {
        dice: 'Un défi perdu coûte un dé. Un joueur qui n’a plus de dés est éliminé ; le dernier à avoir des dés gagne.',
        lives:
          'Vies : chacun lance cinq dés à chaque manche et ne perd jamais de dés ; un défi perdu coûte une vie, et chacun en a deux. Qui perd sa seconde vie joue une manche de grâce : toutes les enchères portent sur les as, rien n’est joker, et ce joueur ouvre. Le défi suivant qu’il perd l’élimine. Le perdant d’un défi commence la manche suivante (s’il est éliminé, son voisin de gauche).',
      },
    },
    ante: {
      title: 'Jetons',
      values: { '0': 'On ne joue pas de jetons.', n: 'Jetons : chaque joueur met {{n}} jetons au pot au début de la partie ; le gagnant remporte tout le pot.' },
    },
    firstStarter: {
      title: 'Qui commence',
      values: {
        'high-roll': 'Le tirage de départ : chacun lance un dé ; le plus haut commence. Les ex æquo au plus haut relancent, eux seuls.',
        'first-out-last-game': 'Le premier éliminé de la partie précédente commence la suivante ; la première partie commence par le tirage de départ.',
      },
    },
    direction: {
      title: 'Sens du jeu',
      values: {
        'starter-chooses': 'Le premier joueur choisit le sens, vers la gauche (sens horaire) ou vers la droite, et il vaut pour toute la partie.',
        clockwise: 'On joue toujours dans le sens horaire, vers la gauche.',
        'counter-clockwise': 'On joue toujours dans le sens antihoraire, vers la droite.',
      },
    },
    nextStarter: {
      title: 'Qui commence la manche suivante',
      values: {
        'lost-or-gained': 'Celui qui a perdu ou gagné un dé commence la manche suivante ; s’il est éliminé, le joueur suivant.',
        'calzo-caller-else-loser': 'Après un calzo, celui qui l’a dit commence la manche suivante ; après tout autre défi, c’est le perdant.',
      },
    },
    salsa: {
      title: 'Salsa',
      values: { true: 'Salsa : tout joueur sauf l’auteur de la dernière enchère peut surenchérir hors de son tour ; le jeu repart de lui.', false: 'Seul le joueur dont c’est le tour peut annoncer.' },
    },
    hiddenDiceCounts: {
      title: 'Nombre de dés caché',
      values: { true: 'Personne ne voit combien de dés ont les autres, seulement les siens.', false: 'Chacun voit combien de dés a chaque joueur.' },
    },
    fallenDieLost: {
      title: 'Dé tombé, dé perdu',
      values: { true: '« Dado caído, dado perdido » : un dé tombé hors de la table est perdu.', false: 'Un dé tombé hors de la table est simplement relancé.' },
    },
    blankBids: {
      title: 'Enchères sur la face vierge',
      values: {
        true: 'On peut annoncer la face vierge. Passer aux faces vierges et en revenir suit les règles des as : la moitié plus un pour y aller, le double plus un pour en revenir.',
        false: 'On ne peut pas annoncer la face vierge : elle ne compte que comme joker.',
      },
    },
  },
  examples: {
    round: 'L’enchère est {{bid}} et le suivant dit dudo. On lève les gobelets : il y en a {{count}}, jokers compris. L’enchère tient, donc celui qui a douté perd un dé.',
    'wild:aces': 'Enchère {{bid}} : l’as compte pour la face annoncée, il y en a donc {{count}}.',
    'wild:blank': 'Enchère {{bid}} : la face vierge compte pour la face annoncée, il y en a donc {{count}}.',
    'wild:none': 'Enchère {{bid}} : l’as ne compte pas, il y en a donc {{count}}.',
    'acesTo:half-plus-one': 'Après {{bid}}, le suivant peut annoncer {{to}}.',
    'acesTo:half-up': 'Après {{bid}}, le suivant peut annoncer {{to}}.',
    'acesTo:ordered': 'Après {{bid}}, une enchère sur les as demande un nombre plus grand : {{to}}.',
    'calzo:true': 'Calzo sur {{bid}} : il y en a exactement {{count}}, donc celui qui l’a dit regagne un dé. Avec un de plus ou de moins, il en aurait perdu un.',
    'mato:true': 'Mato sur {{bid}} : il y en a exactement {{count}}, donc l’auteur de l’enchère perd un dé.',
    'paso:true': 'Un paso avec cette main est vrai (un full) : qui le met en doute perd un dé.',
    'picado:true': 'Un picado avec cette main est vrai (deux as) : qui le met en doute perd un dé.',
    'siciliana:true': 'La manche s’ouvre sur {{bid}} et le suivant dit aussitôt dudo : le perdant rend deux dés.',
    'oneDieRound:obligar': 'Obligar ouvert, tel que vous le voyez : votre dé reste sous le gobelet (?), ceux des autres sont visibles. La manche s’ouvre sur {{bid}} ; la face reste, donc l’enchère suivante est {{to}}. Les as ne sont pas jokers.',
    'oneDieRound:palifico': 'Palifico : la manche s’ouvre sur {{bid}} ; la face reste, donc l’enchère suivante est {{to}}. Rien n’est joker.',
    'oneDieRound:blind': 'Le joueur à un dé le regarde ; les autres annoncent sans voir leurs dés.',
    'ante:10': 'Quatre joueurs mettent 10 jetons chacun : le pot en contient 40, et le gagnant remporte les 40.',
    'penalty:lives': 'Manche de grâce : toutes les enchères portent sur les as, par exemple {{bid}} puis {{to}}.',
    'salsa:true': 'Ana annonce {{bid}} ; avant que le suivant parle, Caro peut annoncer {{to}} hors de son tour, et le jeu repart de Caro.',
    'blankBids:true': 'Après {{bid}}, le suivant peut annoncer {{to}}.',
  },
  // issue 42 item 5: what reads otherwise under O-PENALTY lives (nobody loses dice), by the same paths as above
  lives: {
    aim: {
      body:
        'Être le dernier joueur à qui il reste des vies. Chacun cache ses dés sous un gobelet et ne voit que les siens ; chaque enchère porte sur tous les dés de la table, les vôtres et ceux des autres. Bluffez, mettez en doute les enchères des autres et gardez vos vies.',
    },
    options: {
      dicePerPlayer: { values: { n: 'Chaque joueur lance {{n}} dés sous son gobelet à chaque manche ; personne n’en perd jamais.' } },
      acesTo: {
        values: {
          'half-plus-one':
            'Un as vaut deux dés. En passant aux as, le nombre peut descendre à la moitié plus un, arrondie vers le bas (7 trois → 4 as, 8 trois → 5 as). Pour revenir des as à une autre face, il faut le double plus un (2 as → 5 trois). D’as en as, le nombre doit monter. Personne ne peut ouvrir une manche sur les as, sauf dans la manche de grâce, où toutes les enchères portent sur les as.',
          'half-up':
            'Un as vaut deux dés. En passant aux as, le nombre peut descendre à la moitié, arrondie vers le haut (7 trois → 4 as, 8 trois → 4 as). Pour revenir des as à une autre face, il faut le double plus un (2 as → 5 trois). D’as en as, le nombre doit monter. Personne ne peut ouvrir une manche sur les as, sauf dans la manche de grâce, où toutes les enchères portent sur les as.',
        },
      },
      siciliana: { values: { true: 'Siciliana : un dudo sur la toute première enchère d’une manche coûte deux vies au perdant.', false: 'Un dudo sur la première enchère coûte une vie, comme les autres.' } },
      // R-LIVES (the last phones game, item i): calzo, mato, paso and picado played with lives
      calzoWhen: { values: { 'half-dice-or-one-die': 'Avec des vies personne ne perd jamais de dé, donc les dés sur la table ne descendent jamais sous la moitié : le calzo est permis à tout moment.' } },
      calzo: { values: { true: 'Calzo : à votre tour, au lieu de surenchérir, vous dites que l’enchère est exacte. On compte les dés : pile l’enchère, vous regagnez une vie (jamais plus de deux) ; tout autre compte, plus ou moins, vous perdez une vie.' } },
      mato: { values: { true: 'Mato : au lieu de surenchérir, vous dites que l’enchère est exacte pour la faire payer à son auteur. Pile l’enchère : l’auteur perd une vie ; tout autre compte : c’est vous qui la perdez.' } },
      paso: { values: { true: 'Paso : vous pouvez passer au lieu d’annoncer en affirmant que votre main est toute différente, toute pareille ou un full (un brelan et une paire). Une fois par manche, jamais en premier, et ce peut être un bluff. L’enchère reste ; le suivant la monte, ou dit dudo au paso : votre main est montrée ; vrai → celui qui doute perd une vie, faux → c’est vous.' } },
      picado: { values: { true: 'Picado : au lieu d’annoncer, vous affirmez avoir au moins deux as ; le sens du jeu s’inverse pour le reste de la partie. Une fois par manche en tout, jamais en premier, et ce peut être un bluff. Le suivant monte l’enchère, ou met en doute le picado : deux as ou plus montrés → celui qui doute perd une vie, sinon celui qui a piqué.' } },
    },
    examples: {
      round: 'L’enchère est {{bid}} et le suivant dit dudo. On lève les gobelets : il y en a {{count}}, jokers compris. L’enchère tient, donc celui qui a douté perd une vie.',
      'siciliana:true': 'La manche s’ouvre sur {{bid}} et le suivant dit aussitôt dudo : le perdant rend deux vies.',
      'calzo:true': 'Calzo sur {{bid}} : il y en a exactement {{count}}, donc celui qui l’a dit regagne une vie. Avec un de plus ou de moins, il en aurait perdu une.',
      'mato:true': 'Mato sur {{bid}} : il y en a exactement {{count}}, donc l’auteur de l’enchère perd une vie.',
      'paso:true': 'Un paso avec cette main est vrai (un full) : qui le met en doute perd une vie.',
      'picado:true': 'Un picado avec cette main est vrai (deux as) : qui le met en doute perd une vie.',
    },
  },
} as const;
