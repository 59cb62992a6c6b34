/** Portuguese word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';

export const words: LanguageWords = {
  // Not "era", "pus", "ali": English words and names a note can be about.
  functionWords: `
    o a os as um uma uns umas do da dos das no na nos nas ao aos à às pelo pela
    em de com sem para por sobre sob entre até desde dentro fora perto atrás frente e ou mas não também já ainda
    muito aqui lá eu me mim meu minha meus minhas tu te ti você vocês ele ela eles elas lhe nós nosso nossa seu sua se
    onde quando como quem que qual quais porque porquê quanto quanta quantos quantas
    é são foi ser está estão estava estar tenho tem têm tinha
    deixei deixou coloquei guardei guardou escondi disse diga lembra lembras sabe sabes algo tudo
    isso isto este esta esse essa aquele aquela
  `.split(/\s+/u).filter(Boolean),
  interrogatives: [],
  questionWords: [],
  answerCues: {
    date: ['em que ano', 'quando'],
    number: ['quantos', 'quantas', 'quanto'],
    person: ['quem'],
    place: ['que cidade', 'que país', 'onde'],
  },
  measureHints: {},
  // The kind a question asks by; totals framed as a whole ("no total"): the article states the fact without them.
  frameWords: [
    'tipo', 'tipos', 'no total', 'ao todo',
    'o nome de', 'o nome do', 'o nome da',
  ],
  particles: [],
  particleObjects: [],
  referringOpeners: ['este', 'esta', 'estes', 'estas', 'isto', 'esse', 'essa', 'esses', 'essas', 'isso'],
  // Another name of the subject, given where its article opens with its title (text/question-focus.ts).
  otherName: ['outro nome para', 'outro nome de', 'outro nome do', 'outro nome da'],
  negations: ['não', 'nunca'],
  otherWords: ['outro', 'outra', 'outros', 'outras'],
  // Measures asked in one dimension, labelled with these words (text/question-focus.ts): where on the globe, how hot.
  dimensionCues: [
    { dimension: 'angle', phrases: ['qual latitude', 'qual longitude', 'quais coordenadas', 'quais são as coordenadas'], hints: ['coordenadas', 'latitude', 'longitude'] },
    { dimension: 'temperature', phrases: ['que temperatura', 'qual temperatura', 'a que temperatura'], hints: ['temperatura', 'preaquecer'] },
  ],
  // A living thing's scientific name, stated in its lead's bracket (text/question-focus.ts).
  scientificName: ['nome científico', 'nome latino'],
  whichWords: ['qual', 'quais'],
  countCues: ['quantos', 'quantas', 'quanto'],
  thingCountCues: ['quantos', 'quantas'],
  smallNumbers: ['dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze'],
  seasons: ['primavera', 'verão', 'outono', 'inverno'],
  numberWords: [],
  relations: [],
  kindNames: [],
  kindWords: {
    film: ['filme'],
    album: ['álbum'],
    band: ['banda'],
    river: ['rio'],
    state: ['estado'],
  },
  nameCues: {
    organisation: [
      'companhia', 'empresa', 'sociedade', 'grupo', 'universidade', 'escola', 'instituto', 'academia', 'partido', 'liga',
      'federação', 'banco', 'conselho', 'comissão', 'ministério', 'agência', 'orquestra', 'exército', 'museu',
    ],
    place: [
      'país',
      'aeroporto',
      'rua', 'avenida', 'praça', 'ponte', 'estação', 'igreja', 'catedral', 'castelo', 'palácio', 'lago', 'monte',
      'montanha', 'ilha', 'cidade', 'província', 'região', 'reino', 'república', 'mar', 'oceano', 'baía', 'vale', 'rio',
      'estádio', 'cemitério',
    ],
    // Which-question nouns for an organisation that are not words of its names (text/answer-type.ts).
    organisationNouns: ['fabricante', 'firma', 'equipe', 'equipa', 'selo', 'marca', 'fornecedor', 'operador', 'cliente', 'editora', 'jornal', 'emissora'],
    // Nouns for kinds of people: "which astronomer" asks for someone (text/answer-type.ts).
    someone: [
      'pessoa', 'homem', 'mulher', 'rei', 'rainha', 'imperador', 'príncipe', 'princesa', 'presidente', 'papa',
      'astrônomo', 'astrónomo', 'cientista', 'inventor', 'fundador', 'artista', 'pintor', 'escultor', 'arquiteto',
      'engenheiro', 'piloto', 'capitão', 'ator', 'atriz', 'cantor', 'cantora', 'músico', 'compositor', 'diretor',
      'escritor', 'autor', 'poeta', 'jogador', 'treinador', 'prefeito', 'ministro', 'esposa', 'marido', 'filho',
      'filha', 'irmão', 'irmã', 'pai', 'mãe', 'membro', 'deus', 'deusa',
    ],
    // "no", "na": "em" with the article, as written ("nasceu no Rio"); not "de", "a" or "com".
    placeBefore: ['em', 'no', 'na', 'nos', 'nas'],
    articles: ['o', 'a', 'os', 'as'],
  },
  firstPerson: ['eu', 'meu', 'minha', 'nosso'],
  detectWords: ['o', 'os', 'não', 'você', 'meu', 'minha', 'onde', 'quando', 'como', 'quem', 'é', 'do', 'da', 'em', 'uma', 'ao', 'ainda'],
  detectLetters: /[ãõ]/u,
  abbreviations: ['sr', 'sra', 'dr', 'dra', 'prof', 'av'],
  endings: ['o', 'a', 'os', 'as', 'e', 'es', 's', 'ar', 'er', 'ir', 'ado', 'ada', 'ido', 'ida', 'ão', 'ões', 'ava'],
  frameLetters: [],
  courtesy: ['por favor', 'pode', 'podes'],
  spokenNumbers: {
    digits: [['zero'], ['um'], ['dois', 'duas'], ['três'], ['quatro'], ['cinco'], ['seis'], ['sete'], ['oito'], ['nove']],
    teens: [],
    tens: [],
    hundred: [],
    repeaters: [],
    joiners: [],
  },
  speech: {
    rangeWord: 'a',
    beforeNumber: { c: 'cerca de', ca: 'cerca de' },
    units: {
      'km/h': { one: 'quilômetro por hora', other: 'quilômetros por hora' },
      km: { one: 'quilômetro', other: 'quilômetros' },
      m: { one: 'metro', other: 'metros' },
      cm: { one: 'centímetro', other: 'centímetros' },
      kg: { one: 'quilograma', other: 'quilogramas' },
      '°C': { one: 'grau Celsius', other: 'graus Celsius' },
      'km²': { one: 'quilômetro quadrado', other: 'quilômetros quadrados' },
    },
  },
  skillHints: [],
};
