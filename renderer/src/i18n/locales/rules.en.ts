// The Rules screen in English (RULES.md; rule ids in the screen's margins).
// The i18next namespace 'rules' (issue 39.5); its shape is RulesText (renderer/src/rules/text.ts), checked there.
export const rulesEn = {
  ui: {
    title: 'Rules',
    open: 'Rules',
    close: 'Close the rules',
    presets: 'Rule sets',
    contents: 'Contents',
    thisGame: 'The rules of this game: {{preset}}',
    presetRules: '{{preset}}: the rules',
    onInGame: 'on in this game',
    onInPreset: 'in this rule set',
    changedInGame: 'changed for this game',
    notInPreset: 'Not played with these rules',
    example: 'Example',
    rule: 'Rule',
    count: 'Count: {{count}}',
    then: 'then',
    openRule: 'Open the rule: {{name}}',
  },
  aim: {
    title: 'The aim',
    body:
      'Be the last player with dice. Everyone hides their dice under a cup and sees only their own; every bid is about all the dice on the table, yours and everyone else\'s. Bluff, doubt the others\' bids, and keep your dice.',
  },
  round: {
    title: 'A round, step by step',
    steps: {
      shake: 'Shake: everyone shakes their cup and slams it upside down on the table.',
      peek: 'Peek: lift your cup just enough to see your own dice. Nobody else may see them.',
      bid: 'Bid: the starter says how many dice showing one face there are at least on the whole table, such as "three threes" (tres trenes).',
      raise: 'Raise: each player in turn bids higher: a greater count with any face, or the same count with a higher face. After three threes: three fours or four twos, never three twos.',
      dudo: 'Dudo ("I doubt it"): instead of raising, say the bid is too high. Every cup is lifted and the dice are counted.',
      calzo: 'Calzo ("exactly"): instead of raising, say the bid is exactly right (see Calzo below).',
      reveal: 'The reveal: count the dice showing the bid face, wild dice included. Fewer than the bid: the bidder was wrong. At least the bid: the doubter was wrong.',
      loss: 'Who loses what: the player who was wrong loses a die; a player with no dice left is out. Then a new round starts.',
    },
    lossLives: 'Who loses what: the player who was wrong loses a life (see Lives below). Then a new round starts.',
  },
  options: {
    dicePerPlayer: { title: 'Dice', values: { n: 'Each player starts with {{n}} dice under the cup.' } },
    wild: {
      title: 'Wild face',
      values: {
        aces: 'Aces are wild: when a bid names another face, every ace on the table counts as that face too. When the bid is on aces, only aces count.',
        blank: 'The French die: faces 1 to 5 and a blank face instead of the 6. The blank is wild: it counts as whatever face the bid names. Faces rise 1 < 2 < 3 < 4 < 5.',
        none: 'Nothing is wild: only dice showing the bid face count.',
      },
    },
    acesTo: {
      title: 'Bidding on aces',
      values: {
        'half-plus-one':
          'An ace is worth two. Switching a bid to aces, the count may drop to half plus one, rounded down (7 threes → 4 aces, 8 threes → 5 aces). Back from aces to another face, you need twice the aces plus one (2 aces → 5 threes). From aces to aces the count must rise. Nobody may open a round on aces, unless they hold one die.',
        'half-up':
          'An ace is worth two. Switching a bid to aces, the count may drop to half, rounded up (7 threes → 4 aces, 8 threes → 4 aces). Back from aces to another face, you need twice the aces plus one (2 aces → 5 threes). From aces to aces the count must rise. Nobody may open a round on aces, unless they hold one die.',
        ordered: 'No conversion: aces are still wild, but they are also simply the lowest face. They may open a round, and a bid on aces rises like any other.',
      },
    },
    calzo: {
      title: 'Calzo',
      values: {
        true: 'Calzo: on your turn, instead of raising, say the standing bid is exactly right. The dice are counted: exactly the bid, you win a die back (kept in reserve if your hand is full); any other count, more or fewer, you lose a die.',
        false: 'No calzo: the only challenge is dudo.',
      },
    },
    calzoWhen: {
      title: 'When calzo is allowed',
      values: {
        'half-dice-or-one-die': 'Calzo is allowed while at least half of the starting dice are still on the table, or when the caller holds a single die.',
        always: 'Calzo is allowed at any time.',
      },
    },
    noCalzoWithFullHand: {
      title: 'No calzo with a full hand',
      values: { true: 'A player who still holds all their starting dice may not call calzo.', false: 'A full hand does not stop a calzo.' },
    },
    noCalzoHeadsUp: {
      title: 'No calzo heads-up',
      values: { true: 'Once only two players are left, calzo is no longer allowed.', false: 'Calzo stays allowed with two players left.' },
    },
    mato: {
      title: 'Mato',
      values: {
        true: 'Mato: instead of raising, say the bid is exact to make the bidder pay. Exactly the bid: the bidder loses a die; any other count: you lose one.',
        false: 'Mato is not played.',
      },
    },
    paso: {
      title: 'Paso',
      values: {
        true: 'Paso: while you hold all your starting dice, you may pass instead of bidding by claiming your hand is all different, all equal, or a full house (three of a kind and a pair). Once per round, never as the first move, and it may be a bluff. The bid stays; the next player raises it, or says dudo to the paso: your hand is shown; the claim is true → the doubter loses a die, false → you lose one.',
        false: 'Paso is not played.',
      },
    },
    noDoublePaso: {
      title: 'No paso after a paso',
      values: { true: 'A paso may not answer another paso.', false: 'A paso may answer another paso.' },
    },
    picado: {
      title: 'Picado',
      values: {
        true: 'Picado: instead of bidding, claim you hold at least two aces; play turns around, for the rest of the game. Once per round in all, never as the first move, and it may be a bluff. The next player raises the standing bid, or doubts the picado: two aces or more shown → the doubter loses a die, fewer → the picador loses one.',
        false: 'Picado is not played.',
      },
    },
    siciliana: {
      title: 'Siciliana',
      values: { true: 'Siciliana: a dudo on the very first bid of a round costs the loser two dice.', false: 'A dudo on the first bid costs one die, like any other.' },
    },
    oneDieRound: {
      title: 'The round at one die',
      values: {
        obligar:
          'Obligar: the first time a player is down to one die, they may "obligar" at the start of the next round, or decline. In that round aces are not wild and may open, and the opening face is fixed: only the count rises (a player who also holds one die may change the face with a higher count). Open obligar: everyone sees the others\' dice but not their own. Closed obligar: only the obligating player sees their die; everyone else bids blind.',
        palifico:
          'Palifico: when a player is down to one die, the next round is palifico (once per player per game): nothing is wild, and the face that round opens with cannot change; only the count rises. Then normal play resumes.',
        blind: 'Blind round: the round after a player is left with one die is played blind. Only the players holding one die may look at their dice; the others bid without seeing their own.',
        none: 'Nothing special happens when a player is down to one die.',
      },
    },
    obligarEveryTime: {
      title: 'Obligar every time',
      values: {
        true: 'Obligar may be called every time a player gets down to one die, not only the first time.',
        false: 'Obligar may be called only the first time a player is down to one die.',
      },
    },
    penalty: {
      title: 'The penalty',
      values: {
        dice: 'A lost challenge costs a die. A player with no dice left is out; the last player with dice wins.',
        lives:
          'Lives: everyone rolls five dice every round and never loses dice; a lost challenge costs a life instead, and each player has two. A player who loses the second life gets one reprieve round: every bid is on aces, nothing is wild, and that player opens. The next challenge they lose puts them out. The loser of a challenge starts the next round (if out, the player on their left).',
      },
    },
    ante: {
      title: 'Chips',
      values: { '0': 'No chips are played.', n: 'Chips: each player puts {{n}} chips in the pot at the start of the game; the winner takes the whole pot.' },
    },
    firstStarter: {
      title: 'Who starts',
      values: {
        'high-roll': 'The start roll: everyone rolls one die; the highest starts. Players tied on the highest roll again, only they.',
        'first-out-last-game': 'The first player out of the last game starts the next one; the first game starts with the high roll.',
      },
    },
    direction: {
      title: 'Direction of play',
      values: {
        'starter-chooses': 'The starter chooses the direction, to the left (clockwise) or to the right, and it holds for the whole game.',
        clockwise: 'Play always goes clockwise, to the left.',
        'counter-clockwise': 'Play always goes counter-clockwise, to the right.',
      },
    },
    nextStarter: {
      title: 'Who starts the next round',
      values: {
        'lost-or-gained': 'The player who lost or won a die starts the next round; if they are out, the next player does.',
        'calzo-caller-else-loser': 'After a calzo, the caller starts the next round; after any other challenge, the loser does.',
      },
    },
    salsa: {
      title: 'Salsa',
      values: { true: 'Salsa: any player except the last bidder may raise out of turn; play goes on from them.', false: 'Only the player whose turn it is may bid.' },
    },
    hiddenDiceCounts: {
      title: 'Hidden dice counts',
      values: { true: 'Nobody sees how many dice the others hold, only their own.', false: 'Everyone sees how many dice each player holds.' },
    },
    fallenDieLost: {
      title: 'Fallen die, lost die',
      values: { true: '"Dado caído, dado perdido": a die thrown off the table is lost.', false: 'A die thrown off the table is simply thrown again.' },
    },
    blankBids: {
      title: 'Bids on blanks',
      values: {
        true: 'Bids may name the blank face. Switching to and from blanks follows the rules of aces: half plus one to blanks, twice plus one back.',
        false: 'Bids may not name the blank face: it only counts as wild.',
      },
    },
  },
  examples: {
    round: 'The bid is {{bid}} and the next player says dudo. The cups lift: there are {{count}}, wild dice included. The bid held, so the doubter loses a die.',
    'wild:aces': 'Bid {{bid}}: the ace counts as a four, so there are {{count}}.',
    'wild:blank': 'Bid {{bid}}: the blank counts as a four, so there are {{count}}.',
    'wild:none': 'Bid {{bid}}: the ace counts for nothing, so there are {{count}}.',
    'acesTo:half-plus-one': 'After {{bid}}, the next player may bid {{to}}.',
    'acesTo:half-up': 'After {{bid}}, the next player may bid {{to}}.',
    'acesTo:ordered': 'After {{bid}}, a bid on aces needs a greater count: {{to}}.',
    'calzo:true': 'Calzo on {{bid}}: there are exactly {{count}}, so the caller wins a die back. With one more or one fewer, the caller would lose one.',
    'mato:true': 'Mato on {{bid}}: there are exactly {{count}}, so the bidder loses a die.',
    'paso:true': 'A paso with this hand is true (a full house): whoever doubts it loses a die.',
    'picado:true': 'A picado with this hand is true (two aces): whoever doubts it loses a die.',
    'siciliana:true': 'The round opens with {{bid}} and the next player says dudo at once: the loser gives up two dice.',
    'oneDieRound:obligar': 'Open obligar, as you see it: your own die stays under the cup (?), the others\' dice are shown. The round opens with {{bid}}; the face stays, so the next bid is {{to}}. Aces are not wild.',
    'oneDieRound:palifico': 'Palifico: the round opens with {{bid}}; the face stays, so the next bid is {{to}}. Nothing is wild.',
    'oneDieRound:blind': 'The player with one die looks at it; everyone else bids without seeing their own dice.',
    'ante:10': 'Four players put in 10 chips each: the pot holds 40, and the winner takes all 40.',
    'penalty:lives': 'Reprieve round: every bid is on aces, such as {{bid}} and then {{to}}.',
    'salsa:true': 'Ana bids {{bid}}; before the next player speaks, Caro may call {{to}} out of turn, and play goes on from Caro.',
    'blankBids:true': 'After {{bid}}, the next player may bid {{to}}.',
  },
  // issue 42 item 5: what reads otherwise under O-PENALTY lives (nobody loses dice), by the same paths as above
  lives: {
    aim: {
      body:
        'Be the last player with lives left. Everyone hides their dice under a cup and sees only their own; every bid is about all the dice on the table, yours and everyone else\'s. Bluff, doubt the others\' bids, and keep your lives.',
    },
    options: {
      dicePerPlayer: { values: { n: 'Each player rolls {{n}} dice under the cup every round; nobody ever loses one.' } },
      acesTo: {
        values: {
          'half-plus-one':
            'An ace is worth two. Switching a bid to aces, the count may drop to half plus one, rounded down (7 threes → 4 aces, 8 threes → 5 aces). Back from aces to another face, you need twice the aces plus one (2 aces → 5 threes). From aces to aces the count must rise. Nobody may open a round on aces, except in the reprieve round, where every bid is on aces.',
          'half-up':
            'An ace is worth two. Switching a bid to aces, the count may drop to half, rounded up (7 threes → 4 aces, 8 threes → 4 aces). Back from aces to another face, you need twice the aces plus one (2 aces → 5 threes). From aces to aces the count must rise. Nobody may open a round on aces, except in the reprieve round, where every bid is on aces.',
        },
      },
      siciliana: { values: { true: 'Siciliana: a dudo on the very first bid of a round costs the loser two lives.', false: 'A dudo on the first bid costs one life, like any other.' } },
      // R-LIVES (the last phones game, item i): calzo, mato, paso and picado played with lives
      calzoWhen: { values: { 'half-dice-or-one-die': 'With lives nobody’s dice ever run short, so the table always holds its starting dice: calzo is allowed at any time.' } },
      calzo: { values: { true: 'Calzo: on your turn, instead of raising, say the standing bid is exactly right. The dice are counted: exactly the bid, you win a life back (never more than two); any other count, more or fewer, you lose a life.' } },
      mato: { values: { true: 'Mato: instead of raising, say the bid is exact to make the bidder pay. Exactly the bid: the bidder loses a life; any other count: you lose one.' } },
      paso: { values: { true: 'Paso: you may pass instead of bidding by claiming your hand is all different, all equal, or a full house (three of a kind and a pair). Once per round, never as the first move, and it may be a bluff. The bid stays; the next player raises it, or says dudo to the paso: your hand is shown; the claim is true → the doubter loses a life, false → you lose one.' } },
      picado: { values: { true: 'Picado: instead of bidding, claim you hold at least two aces; play turns around, for the rest of the game. Once per round in all, never as the first move, and it may be a bluff. The next player raises the standing bid, or doubts the picado: two aces or more shown → the doubter loses a life, fewer → the picador loses one.' } },
    },
    examples: {
      round: 'The bid is {{bid}} and the next player says dudo. The cups lift: there are {{count}}, wild dice included. The bid held, so the doubter loses a life.',
      'siciliana:true': 'The round opens with {{bid}} and the next player says dudo at once: the loser gives up two lives.',
      'calzo:true': 'Calzo on {{bid}}: there are exactly {{count}}, so the caller wins a life back. With one more or one fewer, the caller would lose one.',
      'mato:true': 'Mato on {{bid}}: there are exactly {{count}}, so the bidder loses a life.',
      'paso:true': 'A paso with this hand is true (a full house): whoever doubts it loses a life.',
      'picado:true': 'A picado with this hand is true (two aces): whoever doubts it loses a life.',
    },
  },
} as const;
