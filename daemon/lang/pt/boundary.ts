/**
 * Portuguese rules for the boundary (Brazil and Portugal). Data only; fields and notation: daemon/boundary/types.ts.
 * Patterns see the canonical text: accents dropped ("você" → "voce", "mãe" → "mae"), straight apostrophes.
 * Written with heldout-11, the first Portuguese batch; before it Portuguese was an uncovered language and every
 * Portuguese turn was world.
 */
import type { BoundaryLexicon } from '../../boundary/types.js';

const KIN = [
  'mae', 'pai', 'mamae', 'papai', 'filh[oa]s?', 'espos[oa]', 'marido', 'mulher', 'namorad[oa]', 'irma', 'irmao',
  'irmas', 'irmaos', 'avo', 'avos', 'vovo', 'tio', 'tia', 'prim[oa]s?', 'sogr[oa]s?', 'cunhad[oa]', 'chefe',
  'vizinh[oa]s?', 'familia', 'amig[oa]s?', 'baba',
];
const SCHEDULE = [
  'voo', 'trem', 'comboio', 'consulta', 'reuniao', 'agenda', 'calendario', 'reserva', 'viagem', 'ferias',
  'aniversario', 'bilhetes?', 'passagens?', 'hotel', 'medico', 'dentista', 'aula',
];
/** Documents and paperwork are weak on purpose, as in en.ts: "como renovar o meu passaporte" is world. */
const OTHER = [
  'remedios?', 'comprimidos', 'receita', 'vacinas?', 'chaves?', 'carteira', 'notas', 'lista',
];
const MISLAID = [
  'chaves?', 'carteira', 'oculos', 'celular', 'telemovel', 'telefone', 'controle', 'comando', 'carregador',
  'guarda-chuva', 'passaporte', 'documentos', 'carro', 'bolsa', 'mochila', 'casaco', 'relogio', 'anel',
];
/** Household things with a code or password: "a senha do wifi", "o codigo do portao". */
const LOCKED = [
  'wi-?fi', 'internet', 'roteador', 'router', 'portao', 'porta', 'alarme', 'garagem', 'cofre', 'cadeado', 'interfone',
];
/** People who come to the house to work for it. */
const SERVICE_PEOPLE = [
  'encanador', 'canalizador', 'eletricista', 'faxineira', 'diarista', 'empregada', 'baba', 'jardineiro', 'tecnico',
  'pedreiro', 'pintor', 'marceneiro', 'entregador',
];
/** Common given names, lower case, accents dropped; names that are ordinary words are left out. */
const GIVEN_NAMES = [
  'pedro', 'ana', 'joao', 'maria', 'lucas', 'gabriel', 'rafael', 'mateus', 'gustavo', 'miguel', 'davi', 'arthur',
  'heitor', 'bernardo', 'julia', 'sofia', 'alice', 'laura', 'manuela', 'beatriz', 'mariana', 'luiza', 'helena',
  'valentina', 'isabela', 'camila', 'carolina', 'fernanda', 'rodrigo', 'bruno', 'felipe', 'thiago', 'tiago', 'diogo',
  'rita', 'ines', 'leonor', 'francisco', 'duarte', 'tomas', 'enzo', 'leticia', 'larissa', 'vinicius', 'caio',
];

export const pt: BoundaryLexicon = {
  lang: 'pt',
  possessives: [{ words: ['meu', 'minha', 'meus', 'minhas', 'nosso', 'nossa', 'nossos', 'nossas'] }],
  givenNames: GIVEN_NAMES,
  firstPerson: [
    // Pronouns, and verb forms that can only be "I" or "we" (Portuguese drops the pronoun).
    // Not "pus" (English) nor "preciso" (Spanish "precise").
    // Only in Portuguese (or undetected) text: "eu" is the EU in English, "sou" a French coin.
    { words: [
    'eu', 'mim', 'comigo', 'conosco', 'connosco', 'tenho', 'temos', 'estou', 'estamos', 'vou', 'vamos', 'fui', 'fomos',
    'fiz', 'fizemos', 'tive', 'tivemos', 'estive', 'devemos', 'devo', 'podemos', 'precisamos', 'preciso', 'jantamos',
    'almocamos', 'chegamos', 'partimos', 'voltamos', 'pagamos', 'somos', 'sou',
  ],
    alsoIn: 'others' },
    // Preterites of "I" in -ei ("deixei", "estacionei", "tomei"); Italian "sei" is "you are" or "six".
    { endings: { endings: ['ei'], minStemLetters: 3, except: ['lei', 'rei', 'sei', 'grei'] }, alsoIn: ['it', 'es', 'fr', 'en', 'de'] },
  ],
  notFirstPerson: [
    '(?:me )?(?:diga|diz|explica|explique|conta|conte|mostra|mostre|recomenda|recomende)(?: |-)(?:me|pra mim|para mim)|'
      + '(?:voce )?(?:pode|poderia|consegue) me (?:dizer|explicar|mostrar|recomendar|ajudar)',
    '(?:eu )?(?:quero|queria|gostaria de) (?:saber|aprender|entender)|(?:perto|proximo) de (?:mim|nos|casa)|onde (?:eu )?moro',
  ],
  strongNouns: [...KIN, ...SCHEDULE, ...OTHER],
  memory: [
    '(?:voce )?(?:se )?lembra',
    '(?:o que|que) eu (?:te )?(?:disse|falei|contei|pedi)|eu te (?:disse|falei|contei)',
    '(?:o que )?voce (?:\\S+ )?(?:anotou|guardou|salvou|registrou|memorizou)',
  ],
  ownPast: [
    'onde (?:eu )?(?:deixei|coloquei|pus|guardei|estacionei|larguei)',
    '(?:ja )?(?:tomei|paguei|fechei|desliguei|liguei|reservei|tranquei)',
  ],
  availability: [
    '(?:tenho|temos) (?:alguma coisa|algo|compromisso|consulta|reuniao|planos|aula)',
    '(?:estou|estamos) (?:livre|livres|ocupad[oa]s?)',
    'o que (?:eu )?(?:tenho|temos) (?:hoje|amanha|na|no|esta|este)',
  ],
  household: [
    '(?:a|minha|nossa) consulta (?:no|na|com|do|da)',
    // Not after a how-to verb: "como mudar a senha do wifi" asks how.
    '(?<!(?:mudar|trocar|alterar|redefinir|criar|escolher|recuperar|descobrir)(?: a| o)? )(?:a )?(?:senha|codigo|pin) (?:do|da|de) (?:' + LOCKED.join('|') + ')',
    '(?:as? )?chaves? (?:do|da|de) (?:carro|casa|garagem|portao|porao|escritorio|moto|cadeado|caixa|deposito)|(?<!(?:fazer|copiar|duplicar|tirar) (?:uma|a) )chave (?:reserva|extra|sobressalente)',
    '(?:vem|chega|passa|vira) (?:\\S+ )?(?:o |a )?(?:' + SERVICE_PEOPLE.join('|') + ')|(?:o|a) (?:' + SERVICE_PEOPLE.join('|') + ') (?:\\S+ )?(?:vem|chega|passa|vira)',
    'onde (?:esta|estao|ficou|ficaram|deixei|coloquei|pus) (?:o |a |os |as |meu |minha |meus |minhas )?(?:' + MISLAID.join('|') + ')',
    // Kin as names: "quando chega a vovó" ("o dia dos avós" is a holiday).
    '(?<!(?:a|uma|sua|tua|dia da|dia do|dia dos) )(?:mamae|papai|vovo|vovos)',
  ],
  ownAffairs: [
    // Meal plans and guests: "o que vamos jantar hoje", "quem vem jantar no sábado".
    'o que (?:vamos|a gente vai) (?:jantar|almocar|comer)|quem vem (?:jantar|almocar|aqui|em casa|dormir)',
    // Stock at home: "ainda tem leite na geladeira".
    '(?:ainda )?(?:tem|ha|sobrou|resta) (?:\\S+ ){0,2}(?:na geladeira|no frigorifico|no congelador|no armario|na despensa|em casa)',
    // Chores: "alguém deu comida ao gato".
    'alguem (?:\\S+ ){0,2}(?:deu comida|alimentou|passeou|levou|regou|fechou|pagou|trancou|desligou)',
    // School events and the household's contracts: "a reunião de pais", "quando vence o seguro do carro".
    'reuniao de pais',
    // The household's car: "quando o carro tem revisão" ("fazer revisão do carro" is advice).
    '(?:o|nosso|meu) carro (?:\\S+ ){0,2}(?:tem |faz |precisa de )?(?:revisao|inspecao|ipo|vistoria)',
    // Debts: "quanto ainda devemos ao mecânico".
    '(?:ainda )?(?:devemos|devo) (?:\\S+ )?(?:ao|aos|a|as|para)|quanto (?:ainda )?(?:devemos|devo)',
    // The household's bills paid: "o aluguel já foi pago".
    '(?:o aluguel|a renda|a conta|as contas|a fatura|o condominio|a mensalidade|o seguro) (?:\\S+ ){0,3}(?:foi pag[oa]|foram pag[oa]s|esta pag[oa])',
    '(?:vence|expira|acaba|termina) (?:\\S+ ){0,3}(?:o seguro|a assinatura|o contrato|o aluguel|a renda|a garantia|o ipva|a cnh)',
    // The household's deliveries: "a encomenda da amazon chega hoje" ("a amazon entrega aos domingos" names none).
    '(?:a|minha|nossa|o|meu|nosso) (?:encomenda|entrega|pedido|pacote)(?: \\S+){0,4} (?:chega|chegou|vem|hoje|amanha)',
  ],
  personData: [
    'natacao', 'futebol', 'bale', 'danca', 'judo', 'escola', 'professora', 'professor', 'sapato', 'sapatos', 'tamanho',
    'numero', 'telefone', 'celular', 'endereco', 'aniversario', 'dentista', 'medico', 'pediatra', 'alergi\\S*',
    'vacina\\S*', 'licao', 'dever de casa', 'treino', 'consulta',
  ],
  ownDay: [
    'hoje', 'esta noite', 'esta manha', 'hoje a noite', 'amanha',
  ],
  notOwnDay: [
    'guarda-chuva', 'casaco', 'chuva', 'chover', 'chove', 'neve', 'previsao', 'tempo', 'frio', 'calor', 'vento',
    'devo', 'deveria',
  ],
  genericFrames: [
    'com que idade|a partir de que idade|por onde comecar',
    // Not Spanish "cómo se llama" (all languages' rules see every turn).
    'como (?:faco|posso|se(?! (?:chama|llama))|fazer|devo|funciona|\\S+ar|\\S+er|\\S+ir)(?= |$)',
    'o que fazer|que fazer',
    '(?:posso|pode-se|da para|e seguro|e perigoso|e normal|faz mal)',
    'por que|porque|quanto tempo',
    'qual (?:e )?o melhor|quais sao os melhores|o que e (?:um|uma)|o que significa',
  ],
  titleFrames: [
    'quem (?:escreveu|cantou|canta|compos|dirigiu|pintou)',
    'letra (?:de|da|do)',
  ],
  // "o sapato da Ana": "da"/"do" are "of the" here, "from" in Italian.
  ownerPrepositions: ['da', 'do'],
  saintWords: ['santa', 'santo'],
};
