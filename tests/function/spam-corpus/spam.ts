/**
 * Spam samples, written for this project after the kinds an agency's forms receive: bots posting the
 * HTML form as it is (the honeypot filled in), headless browsers sending within a second of the page,
 * link sellers and "SEO" cold offers, crypto, loans, pharmacy and adult spam in English and Italian,
 * forum markup, texts in other alphabets, and the sign-up bots of the newsletter. A few are written
 * the way a careful human spammer writes: those may pass, and the corpus test says how many do.
 */
import { CONTACT_TYPES } from '../../../schema/contact.ts';
import type { ContactPayload, PackageRequestType } from '../../../schema/contact.ts';
import { consultation, contactForm, newsletter, packageRequest } from './build.ts';

const S = 1000;

/** Names a bot fills in, from its own list. */
const BOT_NAMES = [
  'Robertvek',
  'JamesPhalk',
  'Crytonaxi',
  'EdwardDib',
  'MichaelKig',
  'Henrysox',
  'DavidTew',
  'Williamjaw',
  'ThomasSah',
  'Georgebus',
];

function botName(index: number): string {
  return BOT_NAMES[index % BOT_NAMES.length] ?? 'Robert';
}

/** A) Bots posting the plain HTML form: every field filled, the hidden `website` too, no script so no elapsed time. */
const formPostBots: ContactPayload[] = [
  'Hello! I want to offer you a good deal for your business.',
  'Ciao, bel sito! Ti va di scambiare link?',
  'Buongiorno, vorrei un preventivo per un sito web.',
  'Interested in your services, please call me back.',
  'Hi there, what are your prices?',
  'Vorrei informazioni sui vostri pacchetti social.',
  'Good day, we are a company from Estonia, please contact.',
  'Salve, cerchiamo un fotografo per un evento aziendale.',
  'Nice website, I will recommend you to my friends.',
  'Quanto costa la gestione di Instagram al mese?',
  'I need a website for my restaurant, contact me.',
  'Buonasera, mi servirebbe un logo nuovo.',
  'Hi, your contact form works! Cheers.',
  'Salve vorrei sapere gli orari di apertura',
  'Can you do SEO for my dental clinic in London?',
  'Test message, please ignore.',
  'Ciao, posso mandarti il mio curriculum?',
  'Hello, I have a question about your prices.',
  'Salve, siete disponibili a giugno?',
  'We would like to order 500 units, send catalog.',
].map((messaggio, index) =>
  contactForm(botName(index), `bot${index}@mail-box.example`, messaggio, {
    website: index % 3 === 0 ? 'https://cheap-links.example/' : index % 3 === 1 ? 'http://google.com' : botName(index).toLowerCase(),
    telefono: '89123456789',
    azienda: 'google',
  }),
);

const formPostPackageBots: ContactPayload[] = [
  CONTACT_TYPES.photoVideoPackage,
  CONTACT_TYPES.socialMediaPackage,
  CONTACT_TYPES.websitePackage,
  CONTACT_TYPES.localSeoPackage,
  CONTACT_TYPES.sportPackage,
].flatMap((type, index) => [
  packageRequest(
    type,
    'Business',
    { nome: botName(index), cognome: botName(index + 3), azienda: 'Company', email: `order${index}@bulk-mail.example` },
    'Hello. Please reply to my email.',
    { website: 'https://seo-links.example/' },
  ),
  packageRequest(
    type,
    'Starter Pack',
    { nome: 'Mario', cognome: 'Rossi', azienda: 'Rossi', email: `mario.rossi${index}@mail-box.example` },
    '',
    { website: 'Mario' },
  ),
]);

const formPostConsultationBots: ContactPayload[] = Array.from({ length: 8 }, (_, index) =>
  consultation(botName(index + 2), `consult${index}@fastmail-box.example`, { website: index % 2 === 0 ? 'http://x.example' : ' ' }),
);

/** B) Headless browsers: the page's script ran, and the form was sent within a second or so of the first paint. */
const headlessBots: ContactPayload[] = [
  [120, 'Buongiorno, vorremmo un preventivo per la gestione dei social della nostra azienda.'],
  [340, 'Salve, siamo interessati al vostro servizio di SEO locale per la nostra attività.'],
  [80, 'Vorrei informazioni sui prezzi dei siti web.'],
  [610, 'Ciao, mi potete richiamare? Grazie.'],
  [15, 'Hello, are you accepting new clients this month?'],
  [900, 'Salve, cerchiamo un partner per il marketing digitale. Attendiamo vostre notizie.'],
  [450, 'Buonasera, mi interessa il pacchetto Business.'],
  [230, 'Vorremmo rifare il sito aziendale entro l’estate.'],
  [1100, 'Hi, I am interested in your photography services for my hotel.'],
  [60, 'Salve, ho visto i vostri lavori e vorrei un incontro conoscitivo.'],
  [730, 'Buongiorno, ci serve supporto per campagne Google Ads.'],
  [5, 'Richiesta informazioni.'],
  [1300, 'Potete mandarmi il listino prezzi completo?'],
  [270, 'Salve, sono interessato alla consulenza AI gratuita.'],
  [990, 'Buongiorno, siamo un’azienda di Brescia e cerchiamo un’agenzia per i social.'],
].map(([elapsedMs, messaggio], index) =>
  contactForm(`Utente ${index + 1}`, `lead${index}@tempmail.example`, String(messaggio), { elapsedMs: Number(elapsedMs) }),
);

const headlessPackageRequests: Array<[type: PackageRequestType, pacchetto: string, elapsedMs: number]> = [
  [CONTACT_TYPES.socialMediaPackage, 'Premium', 210],
  [CONTACT_TYPES.websitePackage, 'Sito Business', 95],
  [CONTACT_TYPES.localSeoPackage, 'Pro', 400],
  [CONTACT_TYPES.photoVideoPackage, 'Production Premium', 700],
  [CONTACT_TYPES.sportPackage, 'Team Pack', 30],
  [CONTACT_TYPES.sportPackage, 'Elite Pack', 1200],
  [CONTACT_TYPES.websitePackage, 'E-commerce Completo', 520],
  [CONTACT_TYPES.socialMediaPackage, 'Starter', 140],
];

const headlessPackageBots: ContactPayload[] = headlessPackageRequests.map(([type, pacchetto, elapsedMs], index) =>
  packageRequest(
    type,
    pacchetto,
    { nome: 'Marco', cognome: 'Bianchi', azienda: `Azienda ${index}`, email: `m.bianchi${index}@tempmail.example` },
    'Vorrei maggiori informazioni.',
    { elapsedMs },
  ),
);

const headlessConsultationBots: ContactPayload[] = [40, 310, 75, 1250, 560, 8].map((elapsedMs, index) =>
  consultation(`Giulia ${index}`, `giulia.${index}@tempmail.example`, { elapsedMs }),
);

/** C) "SEO" and marketing cold offers in English, typed by people paid to send them, with the links they sell. */
const coldOffers: string[] = [
  'Hi, I came across your website and noticed it is not ranking on the first page of Google. Our SEO experts can fix this. Reply to get a free audit: https://rank-boost.example/audit',
  'Dear website owner, we offer high quality backlinks from DA 50+ sites. Prices start at $25 per link. See our list: https://dofollow-links.example/list',
  'Hello, I am a freelance SEO expert with 8 years of experience. I can increase your traffic by 300% in 3 months. Check my portfolio at www.seo-guru.example',
  'Dear Sir/Madam, we are a leading SEO agency from Delhi offering affordable SEO services. Kindly visit https://best-seo-india.example for packages.',
  'Hi! Would you accept a guest post on your blog? We pay $50 per article with one do-follow link. Details: https://guestpost-hub.example',
  'Your website traffic is very low. We can send you 10,000 real visitors per month for only $19. Order here: https://traffic-now.example/order',
  'Hello, I noticed some errors on your website that hurt your ranking. I can fix them today. Write me at fixer@seo-fix.example or visit www.seo-fix.example',
  'Dear business owner, want more customers? Our link building service gets you on page 1. Free trial: https://linkbuild-pro.example/trial',
  'Hi, we build high DA backlinks for agencies. White label, cheap prices. https://whitelabel-links.example https://whitelabel-links.example/prices',
  'Greetings! I came across your website and I think your design is outdated. I can redesign it for $299. Samples: https://cheapwebdesign.example',
  'Hello, are you interested in buying guest posting on 500+ news websites? Full list here: https://news-guestposts.example/sites.xlsx',
  'Hi, I can get your business on the first page of Google in 30 days, guaranteed. Reply YES and I will send the details. To unsubscribe reply STOP.',
  'Dear owner, your domain authority is only 8. We can raise it to 40 with our SEO services. Limited time offer: https://da-boost.example',
  'Hi, we are offering organic traffic from Google and social media. Targeted by country. Pay after results. https://organic-flow.example',
  'Hello friend, I am a web developer. I can make your website faster and rank higher on Google. Cheap price. Hire me on https://freelance-market.example/u/webfix',
  'Hey, quick question: would you like more traffic to your site? We have a special offer this week only: https://traffic-special.example',
  'Dear Sir, we would like to publish a sponsored article with a dofollow backlink on your website. What is your price? Our site: https://sponsor-posts.example',
  'Hi, I noticed your website is not mobile friendly. I am an expert developer, I can fix it for cheap. Portfolio: www.mobilefix.example',
  'Hello, our company offers SEO, SMM, PPC and web development at the best price on the market. Visit https://all-in-one-agency.example',
  'Hi there! I can write 5 SEO articles for your blog for $40. I am a native speaker. Samples at https://writer-samples.example',
  'Good morning, do you want to rank your website in top 3? Our SEO agency has 500+ happy clients. Free consultation: https://top3rank.example',
  'Dear website owner, I am reaching out to offer a partnership: we place your link on 200 blogs for a small fee. https://blog-network.example',
  'Hello, I came across your website and I see you are not using video. We make animated explainer videos at the best price. https://explainer-cheap.example',
  'Hi, I can bring 1000+ leads to your business every month with our automated outreach tool. Free trial for 14 days: https://leadgen-bot.example',
  'Dear business owner, we noticed you have negative reviews. We can remove them. Contact us: https://review-clean.example',
  'Hello, we sell verified Google reviews, 5 stars, real accounts. Best price, fast delivery. https://5star-reviews.example',
  'Hi, looking for an SEO expert? I will do a full audit and keyword research for $15 only. Order now: https://gig-market.example/seo-audit',
  'Dear Sir, our AI tool writes 100 blog posts per day with perfect SEO. Try it free: https://ai-content-spam.example',
  'Hello, we offer backlinks, guest posts and link insertions on Italian websites. Price list: https://italian-links.example/list',
  'Hi! I will increase your Instagram followers and likes fast and cheap. Real followers, no bots. https://insta-grow.example',
  'Hello, we are a digital agency from Lahore. We offer SEO services, web design and SMM. Kindly reply with your requirements.',
  'Dear Sir/Madam, I came across your website and would like to offer our link building and SEO services at a very cheap price. Please reply.',
  'Hi, I noticed your website could get more organic traffic. I am an SEO expert and I can help. Can I send you a free report? Reply to this email.',
  'Hello, we provide guest posting and link building services. Our domains have high domain authority. Reply for the price list.',
  'Dear business owner, are you interested in increasing your traffic with our SEO services? We guarantee first page of Google. Reply YES.',
  'Hi, I can build a new website for your business at a very cheap price. Hire me and I will start today. Please reply with your budget.',
  'Hello, I am reaching out about a partnership: we buy guest posts on your website with dofollow links. What is your price per post?',
  'Dear Sir, we are offering a special offer on SEO services this month: 50% off for new clients. Reply to get the offer.',
  'Hi, your website has broken links and slow pages. I am an expert developer and I can fix all problems for cheap. Hire me?',
  'Hello, I want to buy a link on your website. I pay via PayPal. Please send me your price for a do-follow link.',
];

const coldOfferSamples: ContactPayload[] = coldOffers.map((messaggio, index) =>
  index % 4 === 0
    ? packageRequest(
        CONTACT_TYPES.localSeoPackage,
        'Pro',
        { nome: 'Kevin', cognome: 'Smith', azienda: 'Digital Growth Ltd', email: `kevin.smith${index}@outreach.example` },
        messaggio,
        { elapsedMs: (40 + index) * S },
      )
    : contactForm(
        ['Kevin Smith', 'Priya Sharma', 'John Miller', 'Sarah Jones', 'Ali Raza', 'Emma Brown'][index % 6] ?? 'Kevin Smith',
        `outreach${index}@seo-mail.example`,
        messaggio,
        index % 3 === 0 ? { azienda: 'SEO Experts' } : { elapsedMs: (60 + index * 7) * S },
      ),
);

/** D) Crypto, loans, gambling, pharmacy and adult spam in English. */
const moneyAndAdult: string[] = [
  'Make $5000 per week with our crypto trading bot! Guaranteed returns, no experience needed. Join now: https://cryptobot-profit.example',
  'Bitcoin is going to 200k! Invest today with our platform and double your money in 7 days: https://btc-double.example',
  'Need a loan? Fast approval, no credit check, money in your account in 24h. Apply: https://fast-loan.example',
  'Best online casino 2025 - 500% welcome bonus + 200 free spins. Play now: https://casino-bonus.example',
  'Buy Viagra and Cialis online without prescription. Cheap pills, discreet shipping: https://pharma-cheap.example',
  'Hot girls in your city want to meet you tonight! Free dating: https://hot-dating.example',
  'Lose 10kg in 2 weeks with our keto pills! Limited time offer: https://keto-slim.example',
  'Passive income opportunity: earn money from home with forex signals. Join our Telegram: https://t.me/forex-vip-signals',
  'Congratulations! You have won an iPhone 16. Click here to claim your prize: https://prize-claim.example',
  'Invest in USDT staking and earn 3% per day. Guaranteed returns, withdraw anytime: https://usdt-stake.example',
  'Dear friend, I am a banker and I need your help to transfer an inheritance of 8.5 million dollars. You will receive 30%. Reply urgently.',
  'Work from home and earn $300 per day. No experience needed. Start now: https://home-job.example',
  'Binary options signals with 95% accuracy. Make money fast: https://binary-win.example',
  'Sexy singles near you are waiting. No credit card needed: https://singles-xxx.example',
  'Payday loans up to $1000, approved in minutes: https://payday-now.example',
  'Online betting tips: we fix matches, 100% sure win. Contact on WhatsApp +44 7700 900123 or visit https://sure-bet.example',
  'Get the best escort service in Milan, Brescia and Verona. Photos: https://escort-lux.example',
  'Cheap Rolex replica watches, best quality, 70% discount code SPRING: https://replica-watch.example',
  'Ethereum airdrop is live! Connect your wallet to claim 0.5 ETH: https://eth-airdrop.example',
  'Lottery winner notification: your email won 750,000 EUR. Send your bank details to claim the prize.',
  'Earn money with our crypto investment opportunity, minimum deposit 250 USD: https://crypto-invest.example',
  'Weight loss miracle! Doctors hate this trick. Order now: https://slim-trick.example https://slim-trick.example/order',
];

const moneyAndAdultSamples: ContactPayload[] = moneyAndAdult.map((messaggio, index) =>
  contactForm(
    ['Olivia', 'Crypto Trader', 'Lisa', 'Finance Team', 'Anna', 'Mike'][index % 6] ?? 'Olivia',
    `promo${index}@offers-mail.example`,
    messaggio,
    index % 2 === 0 ? {} : { elapsedMs: (20 + index) * S },
  ),
);

/** E) The same in Italian. */
const italianSpam: string[] = [
  'Guadagna 3.000 euro al mese lavorando da casa! Nessuna esperienza richiesta. Clicca qui: https://guadagno-facile.example',
  'Prestiti fino a 50.000 euro anche senza busta paga, risposta in 24 ore: https://prestito-veloce.example',
  'Investimento sicuro in criptovalute con rendimento garantito del 20% al mese. Iscriviti: https://cripto-italia.example',
  'Compra follower reali per Instagram e TikTok a partire da 5 euro! https://follower-italia.example',
  'Offriamo recensioni positive garantite su Google e TripAdvisor. Listino: https://recensioni-top.example',
  'Hai vinto un buono Amazon da 500 euro! Clicca sul link per riscuoterlo: https://premio-amazon.example',
  'Scommesse sicure sul calcio: pronostici vincenti al 100%, scrivi su WhatsApp o visita https://pronostici-sicuri.example',
  'Farmaci senza ricetta consegnati a casa in 48 ore, massima discrezione: https://farmacia-online.example',
  'Offerta imperdibile: database di email di 2 milioni di aziende italiane a soli 99 euro. https://lista-email.example',
  'Sei stato selezionato per un premio in denaro! Conferma i tuoi dati qui: https://conferma-premio.example',
  'Finanziamento immediato per la tua azienda, anche se segnalato in CRIF: https://finanza-subito.example',
  'Casino online con bonus di benvenuto 300%! Gioca ora: https://casino-italia.example',
  'Soldi facili con il trading automatico: guadagni garantiti ogni giorno. https://trading-auto.example',
  'Acquista follower e like italiani veri, consegna immediata, pagamento PayPal: www.like-italia.example',
  'Buongiorno, vendiamo liste email profilate per il vostro marketing. Offerta imperdibile solo questa settimana: https://email-profilate.example',
  'Opportunità di investimento in Bitcoin con rendimenti garantiti. Contattaci: https://btc-italia.example',
  'Vuoi guadagnare da casa? Lavora da casa 2 ore al giorno e guadagna 1.500 euro. https://lavoro-casa.example',
  'Recensioni a pagamento su Google: 10 recensioni 5 stelle a 49 euro. https://stelle-google.example',
];

const italianSpamSamples: ContactPayload[] = italianSpam.map((messaggio, index) =>
  index % 3 === 2
    ? packageRequest(
        CONTACT_TYPES.socialMediaPackage,
        'Starter',
        { nome: 'Promo', cognome: 'Italia', azienda: 'Marketing Srl', email: `promo.it${index}@offerte-mail.example` },
        messaggio,
        { elapsedMs: (30 + index) * S },
      )
    : contactForm(
        ['Giuseppe', 'Offerte Web', 'Lucia', 'Servizio Clienti'][index % 4] ?? 'Giuseppe',
        `info${index}@offerte-mail.example`,
        messaggio,
      ),
);

/** F) Forum markup: HTML anchors, BBCode and Markdown links, pasted by bots made for message boards. */
const markupSpam: string[] = [
  '<a href="https://cheap-meds.example">cheap meds</a> best prices online',
  '[url=https://replica-bags.example]replica bags[/url] top quality, fast shipping',
  'Nice article! [url="https://casino-fun.example"]online casino[/url]',
  'Check this out: <a href="http://bit-profit.example">crypto profit</a> <a href="http://bit-profit.example/join">join</a>',
  '[link=https://loans-online.example]instant loans[/link] approved in minutes',
  'Great site. [Visit our shop](https://shoes-outlet.example) for discounts.',
  '<a href=https://dating-now.example>meet singles</a>',
  '[URL=https://pills-store.example][IMG]https://pills-store.example/banner.jpg[/IMG][/URL]',
  'Salve <a href="https://prestiti-online.example">prestiti online</a> senza garanzie',
  'Buongiorno [url=https://follower-gratis.example]follower gratis[/url]',
  '<b>HOT</b> deals <a href="https://deals.example">here</a>',
  '[b]Best SEO[/b] [url=https://seo-shop.example]buy backlinks[/url]',
  'Ottimi prodotti: [clicca qui](https://negozio-sconti.example)',
  '<a href="https://essay-writer.example">essay writing service</a> for students',
];

const markupSamples: ContactPayload[] = markupSpam.map((messaggio, index) =>
  contactForm(botName(index + 5), `board${index}@forum-mail.example`, messaggio, index % 2 === 0 ? {} : { elapsedMs: (10 + index) * S }),
);

/** G) Texts in other alphabets, with their links. */
const otherAlphabets: string[] = [
  'Здравствуйте! Предлагаем услуги по продвижению сайтов в поисковых системах. Подробнее: https://seo-prodvizhenie.example',
  'Привет! Лучшие кредиты онлайн без отказа, деньги на карту за 5 минут https://zaim-online.example',
  '您好，我们提供专业的网站优化服务，价格优惠。请访问 https://seo-cn.example',
  '高收益投资项目，每日回报5%，立即加入 https://invest-cn.example',
  'Добрый день, продаем базы email адресов компаний Италии. Пишите в телеграм.',
  'こんにちは、格安でホームページを制作します。詳細はこちら https://web-jp.example',
  'Καλησπέρα, προσφέρουμε φθηνά δάνεια χωρίς εγγυήσεις https://daneia.example',
  'مرحبا، نقدم خدمات تحسين محركات البحث بأسعار رخيصة https://seo-ar.example',
  'Скидки на реплики часов, доставка по всему миру www.replica-chasy.example',
  '加微信了解比特币投资，保证收益 https://btc-cn.example',
];

const otherAlphabetSamples: ContactPayload[] = otherAlphabets.map((messaggio, index) =>
  contactForm(['Сергей', '王伟', 'Ivan', 'Li Na', 'Dmitry'][index % 5] ?? 'Ivan', `mail${index}@foreign-mail.example`, messaggio),
);

/** H) Newsletter sign-up bots: an address sent within a second of the page, or with the hidden field filled in. */
const newsletterBots: ContactPayload[] = [
  ...[50, 12, 300, 700, 95, 1400, 220, 3].map((elapsedMs, index) =>
    newsletter(`subscriber${index}@list-bomb.example`, { elapsedMs }, index % 2 === 0),
  ),
  ...['https://spam.example', 'x', '1', 'bot'].map((website, index) => newsletter(`signup${index}@list-bomb.example`, { website })),
];

/** I) Fake names and fast hands: letters in random case and a message sent in a hurry. */
const gibberishSamples: ContactPayload[] = [
  ['xKqWzPlMn', 'HjKlMnBvC', 'Good job'],
  ['RsTvWqXyZ', 'Qwrtpsdfgh', 'Hello'],
  ['mArIoRoSsI', 'bLaBlA', 'Ciao'],
  ['John123', 'Smith456', 'Interested'],
  ['aSdFgHjKl', 'zXcVbNm', 'Info please'],
  ['Brrrrzzkt', 'Mnbvcxz', 'Preventivo'],
].map(([nome, cognome, messaggio], index) =>
  packageRequest(
    CONTACT_TYPES.websitePackage,
    'Sito Vetrina',
    { nome: nome ?? '', cognome: cognome ?? '', azienda: 'Test', email: `random${index}@junk-mail.example` },
    messaggio ?? '',
    { elapsedMs: 2200 + index * 250 },
  ),
);

/** K) Links where a name goes: bots fill every field with the address they advertise. */
const linkInNameSamples: ContactPayload[] = [
  ['https://cheap-seo.example', 'Buy now'],
  ['www.casino-vip.example', 'Best casino'],
  ['Visit http://loans.example', 'Fast loans'],
  ['CLICK https://prize.example', 'You won'],
  ['SEO veloce → https://seo-veloce.example', 'Scrivimi'],
].flatMap(([nome, messaggio], index) => [
  contactForm(nome ?? '', `named${index}@link-mail.example`, messaggio ?? '', { elapsedMs: (12 + index) * S }),
  packageRequest(
    CONTACT_TYPES.socialMediaPackage,
    'Business',
    { nome: 'Mark', cognome: 'Lee', azienda: `https://shop-${index}.example`, email: `company${index}@link-mail.example` },
    'Hi',
    {},
  ),
]);

/** L) More cold offers in Italian, with the link they sell. */
const italianColdOffers: string[] = [
  'Buongiorno, ho notato che il vostro sito non compare su Google. Offriamo link building e backlink da siti italiani ad alta autorità: https://link-italiani.example',
  'Salve, siamo un’agenzia SEO: vi garantiamo la prima posizione su Google in 30 giorni oppure vi rimborsiamo. Scopri come: https://primo-posto.example',
  'Gentile titolare, offriamo guest post su 300 blog italiani con link dofollow. Listino prezzi: https://guestpost-italia.example',
  'Buonasera, le proponiamo di acquistare follower per il suo profilo aziendale: 1.000 follower a 9 euro. https://follower-shop.example',
  'Salve, clicca qui per ricevere gratis la nostra guida per guadagnare online con il tuo sito: https://guida-guadagni.example',
  'Buongiorno, vendiamo un database di email di aziende lombarde aggiornato al 2025. Scrivete a https://dati-aziende.example',
  'Ciao! Con il nostro software di trading automatico guadagni garantiti anche mentre dormi. Prova: https://trading-sonno.example',
];

const italianColdOfferSamples: ContactPayload[] = italianColdOffers.map((messaggio, index) =>
  contactForm(['Alessandro', 'Agenzia Top', 'Franco'][index % 3] ?? 'Franco', `offerta${index}@proposte.example`, messaggio, {
    elapsedMs: (45 + index * 5) * S,
  }),
);

/** J) Careful human spammers: Italian, no links, no hurry. Some of these are meant to get through the score. */
const carefulSpam: ContactPayload[] = [
  contactForm(
    'Paola Rinaldi',
    'paola.rinaldi@lead-agency.example',
    'Buongiorno, siamo un’agenzia di lead generation: vi portiamo 50 contatti qualificati al mese a 10 euro l’uno. Vi interessa una prova gratuita?',
    { elapsedMs: 95 * S },
  ),
  contactForm(
    'Servizio Recensioni',
    'recensioni@stelle.example',
    'Salve, offriamo recensioni positive garantite per la vostra attività su Google: bastano 2 minuti per attivare il servizio. Rispondete a questa email per il listino.',
    { elapsedMs: 70 * S },
  ),
  contactForm(
    'Marketing Team',
    'team@growth-italia.example',
    'Buongiorno, vuole aumentare il traffico del suo sito? Possiamo portarle più traffic con il nostro servizio di link building. Mi dica se le interessa.',
    { elapsedMs: 80 * S },
  ),
  contactForm(
    'Luca Neri',
    'luca.neri@fornitore.example',
    'Salve, siamo un fornitore di cancelleria per uffici con prezzi all’ingrosso. Posso inviarvi il catalogo?',
    { elapsedMs: 55 * S },
  ),
];

export const SPAM_SAMPLES: readonly ContactPayload[] = [
  ...formPostBots,
  ...formPostPackageBots,
  ...formPostConsultationBots,
  ...headlessBots,
  ...headlessPackageBots,
  ...headlessConsultationBots,
  ...coldOfferSamples,
  ...moneyAndAdultSamples,
  ...italianSpamSamples,
  ...markupSamples,
  ...otherAlphabetSamples,
  ...newsletterBots,
  ...gibberishSamples,
  ...linkInNameSamples,
  ...italianColdOfferSamples,
  ...carefulSpam,
];
