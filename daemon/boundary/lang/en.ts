/** English rules for the boundary. See ./types.ts for what each field means. */
import { token, words } from '../normalize.js';
import type { LanguageRules } from './types.js';

const KIN = 'wife|husband|spouse|partner|girlfriend|boyfriend|fiancee?|sons?|daughters?|kids?|children|child|baby|'
  + 'mom|mum|mommy|mummy|mother|dad|daddy|father|parents?|brothers?|sisters?|siblings?|grandma|grandmother|'
  + 'grandpa|grandfather|granny|grandparents|aunt|uncle|cousin|niece|nephew|family|in-laws|boss|neighbou?rs?|'
  + 'landlord|landlady|friends?|colleague|teacher|babysitter|nanny';
const SCHEDULE = 'flights?|plane|train|appointments?|meetings?|calendar|schedule|agenda|bookings?|reservations?|'
  + 'trip|holiday|vacation|plans?|birthday|anniversary|tickets?|hotel|dentist|doctor|gp|therapist|'
  + 'hairdresser|shift|class|lesson';
const HEALTH = 'pills|meds|medications?|medicines?|prescriptions?|vaccinations?|dose';
/**
 * Keys and wallets get lost, so they stay strong. Documents and paperwork (passport, address, password,
 * rent) are not here on purpose: "how do I renew my passport" is a world question, and without a frame
 * "when does my passport expire" is personal anyway through the plain possessive.
 */
const BELONGINGS = 'keys?|wallet|purse';
const HOME = 'notes|list|reminders|to-?do';

/** Things that get mislaid; "where is/are (my|the) X" makes the turn personal. */
const MISLAID = 'keys?|car keys|wallet|purse|passport|glasses|sunglasses|phone|charger|remote|umbrella|documents|'
  + 'bag|backpack|card|headphones|earbuds|car|bike|coat|jacket|ring|watch|laptop|tablet|pills|medication|'
  + 'spare key|house keys|ticket|tickets';

export const en: LanguageRules = {
  lang: 'en',
  possessives: token('my|our'),
  strongNouns: token([KIN, SCHEDULE, HEALTH, BELONGINGS, HOME].join('|')),
  memory: [
    words('(?:do|did) you (?:still )?remember'),
    words("what (?:did|have) i (?:tell|told|say|said|ask|asked|mention|mentioned|show|showed)"),
    words('i (?:told|asked|mentioned|showed) you'),
    words("(?:have|did) i (?:told|tell|mentioned|mention) you"),
    words('(?:know|remember) about (?:me|us)'),
    words('(?:my|our) notes'),
    // "remind me to ..." is a reminder skill; "remind me what/when/where ..." asks for something stored.
    words('remind me (?:what|when|where|who|which|how)'),
    words('(?:the|my|our) (?:vet|doctor|dentist|plumber|teacher|landlord|nurse|mechanic|builder) (?:said|told|say)'),
  ],
  ownPast: [
    words('did (?:i|we)'),
    words('(?:when|where) (?:was|were|did) (?:i|we) last|last time (?:i|we)'),
    // A relative clause about the speaker's past: "that restaurant I liked", "the book we bought".
    words('(?:that|the) (?:\\S+ ){1,2}(?:i|we) (?:\\S+ed|saw|went|bought|ate|took|met|got|had|made|did|left|put)'),
    words('have i (?:already|ever|paid|booked|taken|left|locked|turned)'),
    words('where (?:i|we) (?:parked|left|put)'),
  ],
  availability: [
    words('(?:do|will) (?:i|we) have (?:anything|something|any|plans|time|meetings?|appointments?|work|school|class|lessons?)'),
    words('have (?:i|we) got (?:anything|something|any|plans|time)'),
    words('am i (?:free|busy|working|off|available|booked)'),
    words('are we (?:free|busy|booked)'),
    words('what do (?:i|we) have (?:on|today|tonight|tomorrow|this|next|planned|scheduled)'),
    words('when (?:do|am|must) (?:i|we) (?:fly|flying|leave|leaving|land|depart|travel|work|working|start|pick)'),
    words('what time (?:do|am|must) (?:i|we)'),
    words('(?:my|our) (?:day|week|weekend|evening|morning|afternoon) look'),
    words('(?:do|have) (?:i|we) (?:have|got) (?:\\S+ ){0,2}left'),
    words('(?:do|have) we (?:still )?(?:have|got) (?:any|some|enough)'),
  ],
  household: [
    words('(?<!(?:the|a|your|his|her|their|of) )(?:mom|mum|dad|grandma|grandpa|granny|nana)'),
    words('appointments?'),
    words('where(?: is| are|\'s|s| did i (?:put|leave)) (?:the |my |our )?(?:' + MISLAID + ')'),
    words('(?:the|our) (?:car|house|spare|front door|back door|garage) keys?'),
    words('spare key'),
    words('(?:the|our) (?:wi-?fi|wlan|router|internet) password'),
    words('wi-?fi password'),
    words('the (?:hotel|flight|train|table) (?:booking|reservation)'),
    words('the kids'),
    words('(?:plumber|electrician|cleaner|babysitter|nanny|gardener|handyman|builders?) (?:coming|arriving|due|here)'),
    words('when is the (?:dentist|doctor|vet|hairdresser|plumber|electrician)'),
  ],
  genericFrames: [
    words('how (?:do|can|could|should|would|shall) (?:i|we|you|one)'),
    words('how to'),
    words('how (?:long|often|much|many) (?:\\S+ )?(?:should|do|does|can|must) (?:i|we|you)'),
    words('what (?:should|can|could|do) (?:i|we|you) do'),
    words('what (?:to do|happens) (?:if|when)'),
    words('(?:can|could|may|should|must|shall) (?:i|we|one)'),
    words('am i (?:allowed|supposed|able)'),
    words('is it (?:safe|ok|okay|bad|good|normal|healthy|legal|possible|dangerous|true|better|worse|wise)'),
    words('do (?:i|we) (?:need|have) to'),
    words('do (?:i|we) need'),
    words('why (?:do|does|is|are|did|would|won\'t|can\'t|isn\'t|doesn\'t)'),
    words('(?:best|right) way to'),
    words('tips (?:for|on)'),
    words('what does (?:\\S+ ){1,3}mean|meaning of'),
    words('if (?:i|you|one) (?:was|were|am|are)'),
    // Local questions ("restaurants in my area") ask about the world around the home, not the owner.
    words('in my (?:area|city|town|region|country|neighbou?rhood)'),
  ],
  titleFrames: [
    words('who (?:wrote|sang|sings|composed|directed|painted|performed|played in|starred in)'),
    words('lyrics'),
    words('(?:song|album|novel|book|film|movie|poem|show) (?:called|named|titled)'),
  ],
};
