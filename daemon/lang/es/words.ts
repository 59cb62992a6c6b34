/** Spanish word tables (see ../types.ts for what each one is for and who reads it). */
import type { LanguageWords } from '../types.js';

export const words: LanguageWords = {
  // Not "son", "era", "sin", "hay", "solo": English words a note can be about.
  functionWords: `
    el la los las un una unos unas lo al del este esta estos estas ese esa esos esas eso esto aquí ahí allí
    yo me mi mis mío mía tú te ti tu tus usted ustedes él ella ellos ellas le les nos nosotros su sus se
    dónde donde adónde qué que quién quien cuál cual cuáles cuándo cuando cómo como por porqué cuánto cuánta
    es eran fue ser está están estaba estaban estar he ha has han había tengo tiene tienes tienen
    en a de con sobre bajo debajo encima dentro fuera entre hacia hasta desde para según tras junto y o
    u e ni pero no sí ya muy también
    queda quedan guardé guardaste guardado dejé dejaste dejado puse pusiste puesto
    dije dijiste dicho recuerdas recuerda acuerdas sabes sabe algo todo
  `.split(/\s+/u).filter(Boolean),
  interrogatives: ['qué', 'que', 'cuándo', 'cuando', 'dónde', 'donde', 'quién', 'quien', 'cuál', 'cual', 'cómo', 'como', 'cuánto', 'cuántos', 'cuántas'],
  questionWords: [
    'qué', 'que', 'cuándo', 'cuando', 'dónde', 'donde', 'quién', 'quien', 'quiénes', 'cuál', 'cual', 'cuáles',
    'por', 'porqué', 'cómo', 'como', 'cuánto', 'cuánta', 'cuántos', 'cuántas', 'son', 'fue', 'fueron', 'era',
    'eran', 'está', 'están', 'los', 'las', 'una', 'uno', 'del', 'con', 'para', 'dime', 'sobre', 'favor',
    'sabes', 'hay',
  ],
  answerCues: {
    date: ['en qué año', 'qué año', 'en qué mes', 'qué mes', 'en qué época del año', 'cuándo', 'cuando'],
    number: ['cuántos', 'cuántas', 'cuánto', 'cuánta', 'qué tan', 'qué temperatura', 'a qué hora', 'qué hora'],
    person: ['quién', 'quiénes'],
    place: ['qué ciudad', 'qué país', 'dónde', 'donde'],
  },
  measureHints: {
    'cuántos': ['población', 'número', 'habitantes'],
    'cuántas': ['número'],
  },
  hedges: ['normalmente', 'generalmente', 'aproximadamente'],
  frameWords: [
    // "cuál es el nombre de": the name is the answer, which an article gives without the word.
    'el nombre de', 'el nombre del',
    // "Now", prepositions and phrasal-frame verbs (hedges are `hedges`): the article states the fact without them.
    // Totals framed as a whole: the article states the count without them.
    'en total', 'en conjunto',
    'ahora', 'actualmente',
    'el', 'la', 'los', 'las', 'es', 'fue', 'de', 'del',
    // The kind a question asks by ("qué tipo de", "qué clase de"): the article names the kind itself.
    'tipo', 'tipos', 'clase',
    // A time framed as a whole, like English "these days".
    'hoy en día', 'hoy en dia',
    'una', 'uno', 'con', 'para', 'por', 'sus', 'como', 'está', 'qué', 'cuál', 'hay',
  ],
  particles: [],
  particleObjects: [],
  referringOpeners: ['este', 'esta', 'estos', 'estas', 'esto', 'ese', 'esa', 'esos', 'esas', 'eso'],
  // Another name of the subject, given where its article opens with its title (text/question-focus.ts).
  otherName: ['otro nombre para', 'otro nombre de', 'otro nombre del'],
  otherWords: ['otro', 'otra', 'otros', 'otras'],
  negations: ['no', 'nunca'],
  tagWords: ['verdad'],
  // Measures asked in one dimension, labelled with these words (text/question-focus.ts): where on the globe, how hot.
  dimensionCues: [
    { dimension: 'angle', phrases: ['qué latitud', 'qué longitud', 'qué coordenadas', 'cuáles son las coordenadas'], hints: ['coordenadas', 'latitud', 'longitud'] },
    { dimension: 'temperature', phrases: ['qué temperatura', 'a qué temperatura'], hints: ['temperatura', 'precalentar'] },
  ],
  // A living thing's scientific name, stated in its lead's bracket (text/question-focus.ts).
  scientificName: ['nombre científico', 'nombre latino'],
  whichWords: ['qué', 'cuál', 'cuáles'],
  countCues: ['cuántos', 'cuántas', 'cuánto', 'cuánta'],
  thingCountCues: ['cuántos', 'cuántas'],
  agentVerbs: ['fabrica', 'fabricó', 'construyó', 'construye', 'produce', 'produjo', 'desarrolló', 'desarrolla', 'opera', 'financia', 'publicó'],
  smallNumbers: ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  ordinals: [['primero', 'primera'], ['segundo', 'segunda'], ['tercero', 'tercera'], ['cuarto', 'cuarta'], ['quinto', 'quinta'], ['sexto', 'sexta'], ['séptimo', 'séptima'], ['octavo', 'octava'], ['noveno', 'novena'], ['décimo', 'décima'], ['undécimo'], ['duodécimo']],
  // Not "once" (eleven): it is the English word ("Once the tower opened").
  seasons: ['primavera', 'verano', 'otoño', 'invierno'],
  numberWords: ['dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'doce', 'trece', 'catorce', 'quince', 'dieciséis', 'diecisiete', 'dieciocho', 'diecinueve', 'veinte', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa', 'cien', 'ciento', 'mil', 'millones'],
  // Opposite events: a sentence saying the other one and not the one asked dates the other (text/relations.ts).
  oppositeRelations: [
    [['abierto', 'abierta', 'abrió', 'inaugurado', 'inaugurada', 'apertura'], ['cerrado', 'cerrada', 'cerró', 'cierre']],
    [['nació', 'nacido', 'nacida', 'nacimiento'], ['murió', 'muerte', 'falleció']],
    [['construido', 'construida', 'construcción'], ['demolido', 'demolida', 'demolición', 'destruido', 'destruida']],
    [['fundado', 'fundada', 'fundación'], ['disuelto', 'disuelta', 'disolución']],
  ],
  relations: [
    ['nació', 'nacido', 'nacida', 'nacimiento'],
    ['murió', 'muerte', 'falleció', 'fallecimiento', 'muerto'],
    ['coronado', 'coronada', 'coronación'],
    ['casó', 'casado', 'casada', 'matrimonio', 'esposa', 'esposo'],
    ['hijos', 'hijo', 'hija', 'hijas'],
    ['escribió', 'escrito', 'escrita', 'escritor', 'autor', 'autora'],
    ['fundó', 'fundado', 'fundada', 'fundador', 'fundación'],
    ['construyó', 'construido', 'construida', 'construcción'],
    ['llama', 'llamado', 'llamada', 'nombre', 'conocido', 'conocida', 'apodo'],
  ],
  kindNames: ['película', 'canción'],
  kindWords: {
    film: ['película', 'pelicula'],
    song: ['canción', 'cancion'],
    album: ['álbum'],
    band: ['banda'],
    novel: ['libro', 'novela'],
    series: ['serie'],
    city: ['ciudad'],
    river: ['río'],
    state: ['estado'],
    country: ['país'],
    play: ['obra'],
    game: ['juego'],
    aircraft: ['avión'],
    ship: ['barco'],
    horse: ['caballo'],
    mythology: ['dios'],
  },
  nameCues: {
    organisation: [
      'compañía', 'empresa', 'sociedad', 'grupo', 'universidad', 'escuela', 'instituto', 'academia', 'partido', 'liga',
      'federación', 'banco', 'consejo', 'comisión', 'ministerio', 'agencia', 'orquesta', 'ejército', 'museo',
    ],
    place: [
      'país',
      'aeropuerto',
      'calle', 'avenida', 'plaza', 'puente', 'estación', 'iglesia', 'catedral', 'castillo', 'palacio', 'lago', 'monte',
      'montaña', 'isla', 'ciudad', 'provincia', 'región', 'reino', 'república', 'mar', 'océano', 'bahía', 'valle', 'río',
      'estadio', 'cementerio',
    ],
    // Which-question nouns for an organisation that are not words of its names (text/answer-type.ts).
    organisationNouns: ['fabricante', 'firma', 'equipo', 'sello', 'marca', 'proveedor', 'operador', 'cliente', 'editorial', 'periódico', 'cadena'],
    // Nouns for kinds of people: "which astronomer" asks for someone (text/answer-type.ts).
    someone: [
      'persona', 'hombre', 'mujer', 'rey', 'reina', 'emperador', 'príncipe', 'princesa', 'presidente', 'papa',
      'astrónomo', 'científico', 'inventor', 'fundador', 'artista', 'pintor', 'escultor', 'arquitecto', 'ingeniero',
      'piloto', 'capitán', 'actor', 'actriz', 'cantante', 'músico', 'compositor', 'director', 'escritor', 'autor',
      'poeta', 'jugador', 'entrenador', 'alcalde', 'ministro', 'esposa', 'esposo', 'hijo', 'hija', 'hermano',
      'hermana', 'padre', 'madre', 'miembro', 'dios', 'diosa',
    ],
    // Not "a" (Spanish marks a person object with it: "conoció a Juan") nor "de" or "con".
    placeBefore: ['en', 'desde'],
    articles: ['el', 'la', 'los', 'las'],
  },
  firstPerson: ['yo', 'mí', 'mi', 'mis', 'nosotros', 'nuestro', 'nuestra', 'nos'],
  detectWords: ['el', 'los', 'las', 'es', 'mi', 'mis', 'qué', 'del', 'y', 'un', 'una', 'con', 'para', 'por', 'cómo', 'dónde',
    'cuándo', 'cuál', 'quién', 'tengo', 'está', 'están', 'estoy', 'hay', 'puedo', 'al', 'lo', 'hago', 'cuánto',
    'cuántos', 'cuántas', 'puede', 'tiene', 'hacer'],
  detectLetters: /[ñ¿¡]/u,
  abbreviations: ['sr', 'sra', 'srta', 'dra', 'dña', 'ud', 'uds', 'av', 'avda', 'pág', 'núm', 'aprox', 'ej', 'ee', 'uu'],
  endings: ['o', 'a', 'os', 'as', 'e', 'es', 's', 'ar', 'er', 'ir', 'ado', 'ada', 'ido', 'ida', 'aba'],
  frameLetters: [],
  courtesy: ['por favor', 'puedes', 'podrias'],
  spokenNumbers: {
    digits: [['cero'], ['uno'], ['dos'], ['tres'], ['cuatro'], ['cinco'], ['seis'], ['siete'], ['ocho'], ['nueve']],
    teens: [],
    tens: [],
    hundred: [],
    repeaters: [],
    joiners: [],
  },
  speech: {
    rangeWord: 'a',
    beforeNumber: { c: 'hacia', ca: 'hacia' },
    units: {
      'km/h': { one: 'kilómetro por hora', other: 'kilómetros por hora' },
      km: { one: 'kilómetro', other: 'kilómetros' },
      m: { one: 'metro', other: 'metros' },
      cm: { one: 'centímetro', other: 'centímetros' },
      mm: { one: 'milímetro', other: 'milímetros' },
      kg: { one: 'kilogramo', other: 'kilogramos' },
      '°C': { one: 'grado Celsius', other: 'grados Celsius' },
      'km²': { one: 'kilómetro cuadrado', other: 'kilómetros cuadrados' },
    },
  },
  skillHints: ['el', 'la', 'los', 'las', 'que', 'es', 'en', 'de', 'cuantos', 'cuantas', 'cuanto', 'hay', 'mi', 'mis',
    'minutos', 'horas', 'un', 'una', 'temporizador', 'son', 'por', 'tengo', 'y'],
};
