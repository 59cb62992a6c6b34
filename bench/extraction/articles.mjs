/**
 * Article bodies for the extraction benchmark pages (make-pages.mjs wraps each in a site layout full of
 * boilerplate). Each article: a title and its paragraphs; the expected text of a page is exactly these.
 */
export const ARTICLES = [
  // English
  { lang: 'en', layout: 'news', title: 'City council approves new tram line to the airport', paragraphs: [
    'The city council voted on Tuesday to approve a new tram line linking the central station with the airport, ending a debate that has lasted almost a decade.',
    'The line will be 14 kilometres long and have nine stops. Construction is expected to start next spring and take about four years, with the first trams running in 2029.',
    'Supporters say the tram will take thousands of cars off the ring road every day and cut the journey to the airport to 22 minutes. Opponents argued that the money would be better spent on buses in the outer districts.',
    'The project will cost an estimated 410 million euros, of which the national government has promised to pay sixty per cent.',
  ] },
  { lang: 'en', layout: 'encyclopedia', title: 'Honey bee', paragraphs: [
    'A honey bee is a eusocial flying insect within the genus Apis of the bee clade. Honey bees are known for their construction of perennial colonial nests from wax, the large size of their colonies, and their surplus production and storage of honey.',
    'A colony typically consists of one queen, a few hundred drones and tens of thousands of female worker bees. Workers live for about six weeks in summer, while the queen may live for several years.',
    'Worker bees communicate the direction and distance of food sources through a behaviour called the waggle dance, first described by Karl von Frisch, who received a Nobel Prize for the work in 1973.',
    'Honey bees pollinate a large share of the crops grown for human food, and their decline in some regions has been linked to parasites such as the Varroa mite, pesticides and the loss of flowering plants.',
  ] },
  { lang: 'en', layout: 'recipe', title: 'Simple sourdough bread', paragraphs: [
    'This loaf needs only flour, water, salt and an active starter. It takes about 24 hours from start to finish, but most of that time the dough is resting on its own.',
    'Mix 500 grams of bread flour with 350 grams of water and leave it for an hour. Then add 100 grams of starter and 10 grams of salt, and squeeze everything together until no dry flour remains.',
    'Over the next three hours, stretch and fold the dough every thirty minutes. Shape it into a tight ball, place it in a floured basket and leave it in the fridge overnight.',
    'Bake in a preheated Dutch oven at 250 degrees for 20 minutes with the lid on, then 25 minutes with the lid off, until the crust is deep brown. Let it cool for an hour before slicing.',
  ] },
  { lang: 'en', layout: 'forum', title: 'Why does my laptop fan run all the time?', paragraphs: [
    'My laptop is about three years old and lately the fan spins loudly even when I am only reading email. Temperatures show around 80 degrees at idle. Is this normal?',
    'Not normal. At idle a laptop should sit around 40 to 55 degrees. The usual cause at that age is dust in the heatsink and dried-out thermal paste. Blowing the vents out with compressed air often helps a lot.',
    'Also check the task manager for a background process eating the CPU. In my case it was a stuck indexing service that kept one core at one hundred per cent.',
  ] },
  // Russian
  { lang: 'ru', layout: 'news', title: 'В Казани открылась новая станция метро', charset: 'windows-1251', paragraphs: [
    'В субботу в Казани открылась новая станция метро «Дербышки», которая стала конечной на единственной линии городского метрополитена.',
    'Строительство станции продолжалось четыре года и обошлось бюджету республики в девять миллиардов рублей. Ожидается, что ею будут пользоваться до двадцати тысяч пассажиров в день.',
    'Жители района давно просили продлить линию: до сих пор дорога до центра города на автобусе занимала больше часа в часы пик.',
    'Мэрия обещает, что к концу следующего года рядом со станцией появится пересадочный узел с парковкой и конечными остановками автобусов.',
  ] },
  { lang: 'ru', layout: 'encyclopedia', title: 'Волга', paragraphs: [
    'Волга — река в европейской части России, одна из крупнейших рек на Земле и самая длинная река в Европе. Длина реки составляет 3530 километров, а площадь её водосборного бассейна — 1,36 миллиона квадратных километров.',
    'Исток Волги находится на Валдайской возвышенности в Тверской области, а впадает она в Каспийское море, образуя обширную дельту.',
    'На Волге расположены четыре города-миллионника: Нижний Новгород, Казань, Самара и Волгоград. Река играет огромную роль в экономике страны как транспортный путь и источник электроэнергии.',
  ] },
  { lang: 'ru', layout: 'blog', title: 'Как я учился кататься на сноуборде в тридцать пять лет', paragraphs: [
    'Прошлой зимой я решил, что пора перестать смотреть на сноубордистов с завистью, и записался на занятия с инструктором.',
    'Первые два дня я больше сидел на снегу, чем ехал. Инструктор посоветовал не бояться переносить вес на переднюю ногу, и на третий день всё вдруг получилось.',
    'Главный совет новичкам: купите защиту для запястий и копчика. Падать придётся много, и без защиты удовольствие быстро заканчивается.',
  ] },
  // German
  { lang: 'de', layout: 'news', title: 'Bahn kündigt neue Schnellverbindung zwischen Berlin und München an', paragraphs: [
    'Die Deutsche Bahn will die Fahrzeit zwischen Berlin und München ab dem kommenden Fahrplanwechsel auf unter vier Stunden senken.',
    'Möglich wird das durch den Ausbau der Strecke bei Erfurt und neue Züge, die bis zu 300 Kilometer pro Stunde fahren können. Zunächst sind sechs Verbindungen pro Tag und Richtung geplant.',
    'Fahrgastverbände begrüßten die Pläne, forderten aber zugleich mehr Pünktlichkeit. Im vergangenen Jahr war nur knapp zwei Drittel der Fernzüge pünktlich.',
    'Die Tickets für die neuen Sprinter sollen nicht teurer sein als für andere ICE-Verbindungen, teilte das Unternehmen am Montag mit.',
  ] },
  { lang: 'de', layout: 'docs', title: 'Konfiguration der Datensicherung', paragraphs: [
    'Die Datensicherung wird in der Datei backup.conf im Konfigurationsverzeichnis eingestellt. Änderungen werden beim nächsten Start des Dienstes übernommen.',
    'Mit der Option ziel legen Sie fest, wohin gesichert wird. Erlaubt sind lokale Verzeichnisse und Netzwerkfreigaben. Die Option intervall gibt an, wie oft eine Sicherung läuft, zum Beispiel täglich oder stündlich.',
    'Alte Sicherungen werden nach der mit aufbewahren angegebenen Anzahl von Tagen gelöscht. Der Standardwert ist dreißig Tage.',
  ] },
  { lang: 'de', layout: 'recipe', title: 'Omas Apfelstrudel', paragraphs: [
    'Für den Teig 250 Gramm Mehl mit einer Prise Salz, einem Ei, zwei Esslöffeln Öl und 125 Millilitern lauwarmem Wasser zu einem glatten Teig verkneten und eine halbe Stunde ruhen lassen.',
    'Ein Kilogramm säuerliche Äpfel schälen, in dünne Scheiben schneiden und mit Zucker, Zimt, Rosinen und gerösteten Semmelbröseln mischen.',
    'Den Teig auf einem bemehlten Tuch hauchdünn ausziehen, die Füllung verteilen und mit Hilfe des Tuchs aufrollen. Bei 190 Grad etwa 45 Minuten goldbraun backen.',
  ] },
  // Spanish
  { lang: 'es', layout: 'news', title: 'La sequía obliga a restringir el riego en el sur del país', paragraphs: [
    'Las autoridades hidrográficas anunciaron este jueves nuevas restricciones al riego agrícola en toda la cuenca del Guadalquivir debido a la sequía que se prolonga desde hace tres años.',
    'Los embalses de la cuenca se encuentran al veintidós por ciento de su capacidad, el nivel más bajo registrado en las últimas tres décadas.',
    'Los agricultores solo podrán usar la mitad del agua asignada en una campaña normal. Las organizaciones agrarias calculan que las pérdidas superarán los mil millones de euros.',
    'El Gobierno estudia un paquete de ayudas y la construcción de nuevas plantas desaladoras en la costa.',
  ] },
  { lang: 'es', layout: 'encyclopedia', title: 'Lago Titicaca', paragraphs: [
    'El lago Titicaca es un lago ubicado en los Andes centrales, en la meseta del Collao, entre Bolivia y Perú. Se encuentra a 3812 metros sobre el nivel del mar y es considerado el lago navegable más alto del mundo.',
    'Tiene una superficie de 8562 kilómetros cuadrados y una profundidad máxima de 281 metros. Más de veinticinco ríos vierten sus aguas en él.',
    'En el lago viven los uros, un pueblo que construye islas flotantes con la totora, una planta acuática que crece en sus orillas.',
  ] },
  { lang: 'es', layout: 'forum', title: '¿Cada cuánto hay que cambiar el aceite del coche?', paragraphs: [
    'Tengo un coche de gasolina de 2015 y el taller me dice que cambie el aceite cada cinco mil kilómetros. ¿No es demasiado a menudo?',
    'Depende del aceite y del fabricante. Con aceite sintético, la mayoría de los fabricantes recomiendan cada quince mil kilómetros o una vez al año. Mira el libro de mantenimiento de tu modelo.',
    'Si haces muchos trayectos cortos en ciudad, conviene acortar el intervalo, porque el motor no llega a calentarse bien y el aceite se degrada antes.',
  ] },
  // Japanese
  { lang: 'ja', layout: 'news', title: '新しい図書館が駅前に開館', charset: 'shift_jis', paragraphs: [
    '市立中央図書館の新館が駅前の再開発ビルに開館し、初日から多くの市民が訪れた。',
    '新館の蔵書は約三十万冊で、旧館の一・五倍に増えた。開館時間も午後九時まで延長され、仕事帰りにも利用しやすくなった。',
    '館内には子ども向けの読み聞かせスペースや、パソコンを使える学習室も設けられている。',
    '市は年間の来館者数を百万人と見込んでおり、周辺の商店街への波及効果にも期待を寄せている。',
  ] },
  { lang: 'ja', layout: 'encyclopedia', title: '琵琶湖', paragraphs: [
    '琵琶湖は滋賀県にある日本最大の湖である。面積は約六百七十平方キロメートルで、県の面積の約六分の一を占める。',
    '約四百万年前に形成されたとされ、世界でも有数の古い湖の一つである。固有種も多く、ビワコオオナマズなどが知られている。',
    '京都や大阪など近畿地方の約千四百万人の水源となっており、「近畿の水がめ」とも呼ばれる。',
  ] },
  { lang: 'ja', layout: 'blog', title: '週末に初めて味噌を仕込んでみた', paragraphs: [
    '以前から気になっていた手作り味噌に、この週末ようやく挑戦してみた。材料は大豆と米麹と塩だけである。',
    '大豆を一晩水に浸し、柔らかくなるまで三時間ほど煮てから潰した。麹と塩を混ぜたものと合わせ、空気を抜きながら容器に詰めていく。',
    'あとは冷暗所で十か月ほど寝かせるだけだ。来年の秋にどんな味になっているか、今から楽しみである。',
  ] },
  // Chinese
  { lang: 'zh', layout: 'news', title: '城市新建三十座口袋公园', charset: 'gbk', paragraphs: [
    '今年以来，市园林部门在老城区新建了三十座口袋公园，为周边居民提供了更多休闲空间。',
    '这些公园面积大多在一千平方米以内，利用闲置地块和街角空地改造而成，配有座椅、健身器材和儿童游乐设施。',
    '园林部门负责人表示，明年还将再建五十座，争取让居民出门步行五分钟就能到达一座公园。',
  ] },
  { lang: 'zh', layout: 'encyclopedia', title: '大熊猫', paragraphs: [
    '大熊猫是中国特有的哺乳动物，主要栖息在四川、陕西和甘肃的山区竹林中。',
    '大熊猫的食物百分之九十九是竹子，一只成年大熊猫每天要吃十二到三十八公斤的竹子。',
    '经过几十年的保护，野生大熊猫的数量已经增加到一千八百多只，其保护级别也从濒危降为易危。',
  ] },
  { lang: 'zh', layout: 'docs', title: '安装与配置', paragraphs: [
    '本软件支持主流的Linux发行版。安装前请确认系统已经安装了运行环境，并且拥有管理员权限。',
    '下载安装包后，在终端中运行安装命令即可完成安装。安装程序会自动创建配置目录和默认配置文件。',
    '修改配置文件后，需要重新启动服务才能使新的设置生效。日志文件默认保存在数据目录中。',
  ] },
  // Thai
  { lang: 'th', layout: 'news', title: 'กรุงเทพฯ เปิดเส้นทางจักรยานริมแม่น้ำเจ้าพระยา', paragraphs: [
    'กรุงเทพมหานครเปิดใช้เส้นทางจักรยานเลียบแม่น้ำเจ้าพระยาระยะทางแปดกิโลเมตรอย่างเป็นทางการเมื่อวันอาทิตย์ที่ผ่านมา',
    'เส้นทางนี้เชื่อมต่อสวนสาธารณะสามแห่งและท่าเรือโดยสารหลายจุด ทำให้ประชาชนสามารถปั่นจักรยานไปทำงานได้สะดวกขึ้น',
    'ผู้ว่าราชการกรุงเทพมหานครกล่าวว่าจะขยายเส้นทางเพิ่มอีกสิบกิโลเมตรภายในปีหน้า',
  ] },
  { lang: 'th', layout: 'encyclopedia', title: 'ช้างเอเชีย', paragraphs: [
    'ช้างเอเชียเป็นสัตว์เลี้ยงลูกด้วยนมขนาดใหญ่ที่พบในป่าของเอเชียใต้และเอเชียตะวันออกเฉียงใต้ รวมถึงประเทศไทย',
    'ช้างเอเชียตัวเต็มวัยมีน้ำหนักประมาณสามถึงห้าตัน และกินพืชวันละประมาณหนึ่งร้อยห้าสิบกิโลกรัม',
    'ช้างเป็นสัตว์สัญลักษณ์ประจำชาติไทย และมีวันช้างไทยตรงกับวันที่สิบสามมีนาคมของทุกปี',
  ] },
];

/** Boilerplate per language: navigation, cookie banner, sidebar, comments, footer. */
export const CHROME = {
  en: { nav: ['Home', 'News', 'Sport', 'Business', 'Culture', 'Travel', 'Subscribe', 'Log in'], cookie: 'We and our 842 partners use cookies and similar technologies to store and access information on your device. Click Accept all to consent or Manage preferences to choose.', accept: 'Accept all', related: 'Most popular', links: ['Ten things to do this weekend', 'House prices fall for third month', 'Weather: storm warning for the coast', 'Quiz: how well do you know the news?'], comments: ['Great piece, thanks for sharing!', 'This is exactly what I have been saying for years.'], footer: 'Copyright 2024 Example Media Group. All rights reserved. Privacy policy · Terms of use · Contact', newsletter: 'Get our free newsletter every morning', share: 'Share on Facebook Share on X Copy link', search: 'Search' },
  ru: { nav: ['Главная', 'Новости', 'Спорт', 'Экономика', 'Культура', 'Подписка', 'Войти'], cookie: 'Мы используем файлы cookie, чтобы сайт работал лучше. Продолжая пользоваться сайтом, вы соглашаетесь с условиями обработки данных.', accept: 'Принять', related: 'Самое читаемое', links: ['Прогноз погоды на выходные', 'Курс рубля на сегодня', 'Где отдохнуть летом недорого'], comments: ['Спасибо за статью!', 'Наконец-то, давно пора.'], footer: '© 2024 Медиагруппа. Все права защищены. Политика конфиденциальности · Контакты', newsletter: 'Подпишитесь на нашу рассылку', share: 'Поделиться ВКонтакте Telegram', search: 'Поиск' },
  de: { nav: ['Startseite', 'Politik', 'Wirtschaft', 'Sport', 'Kultur', 'Abo', 'Anmelden'], cookie: 'Wir verwenden Cookies und ähnliche Technologien, um Inhalte zu personalisieren und Werbung anzuzeigen. Mit Klick auf Alle akzeptieren stimmen Sie zu.', accept: 'Alle akzeptieren', related: 'Meistgelesen', links: ['Wetter: Unwetterwarnung für Bayern', 'So sparen Sie Heizkosten', 'Bundesliga: alle Ergebnisse'], comments: ['Wurde auch Zeit!', 'Sehr informativer Artikel, danke.'], footer: '© 2024 Beispiel Verlag GmbH. Alle Rechte vorbehalten. Impressum · Datenschutz · Kontakt', newsletter: 'Jetzt den Newsletter abonnieren', share: 'Teilen auf Facebook WhatsApp', search: 'Suche' },
  es: { nav: ['Portada', 'Nacional', 'Internacional', 'Deportes', 'Cultura', 'Suscríbete', 'Entrar'], cookie: 'Utilizamos cookies propias y de terceros para mejorar nuestros servicios y mostrarle publicidad relacionada con sus preferencias. Pulse Aceptar para continuar.', accept: 'Aceptar', related: 'Lo más leído', links: ['El tiempo para el fin de semana', 'Resultados de la liga', 'Diez destinos baratos para el verano'], comments: ['Muy buen artículo.', 'Ya era hora de que alguien lo dijera.'], footer: '© 2024 Ediciones Ejemplo S.L. Todos los derechos reservados. Aviso legal · Privacidad · Contacto', newsletter: 'Recibe nuestro boletín cada mañana', share: 'Compartir en Facebook WhatsApp', search: 'Buscar' },
  ja: { nav: ['ホーム', 'ニュース', 'スポーツ', '経済', 'エンタメ', 'ログイン'], cookie: '当サイトでは、利便性の向上と広告配信のためにクッキーを使用しています。同意する場合は「同意する」を押してください。', accept: '同意する', related: 'アクセスランキング', links: ['週末の天気予報', '話題のグルメ特集', '今日の運勢'], comments: ['参考になりました。', '楽しみですね。'], footer: 'Copyright 2024 サンプルメディア株式会社 無断転載を禁じます。プライバシーポリシー・利用規約', newsletter: 'メールマガジンに登録する', share: 'シェアする LINEで送る', search: '検索' },
  zh: { nav: ['首页', '新闻', '体育', '财经', '娱乐', '登录'], cookie: '本网站使用Cookie以改善您的浏览体验。继续浏览即表示您同意我们使用Cookie。', accept: '同意', related: '热门文章', links: ['本周天气预报', '股市收盘行情', '十大旅游胜地推荐'], comments: ['写得很好，支持！', '希望我们这里也能建。'], footer: '版权所有 2024 示例传媒 未经许可不得转载 隐私政策 联系我们', newsletter: '订阅我们的每日简报', share: '分享到微信 微博', search: '搜索' },
  th: { nav: ['หน้าแรก', 'ข่าว', 'กีฬา', 'เศรษฐกิจ', 'บันเทิง', 'เข้าสู่ระบบ'], cookie: 'เว็บไซต์นี้ใช้คุกกี้เพื่อมอบประสบการณ์ที่ดีที่สุดให้แก่ท่าน กรุณากดยอมรับเพื่อใช้งานต่อ', accept: 'ยอมรับ', related: 'ข่าวยอดนิยม', links: ['พยากรณ์อากาศสุดสัปดาห์', 'ราคาทองวันนี้', 'ที่เที่ยวยอดฮิตหน้าฝน'], comments: ['ขอบคุณสำหรับข้อมูลครับ', 'ดีมากเลยค่ะ'], footer: 'สงวนลิขสิทธิ์ 2567 บริษัท ตัวอย่างมีเดีย จำกัด นโยบายความเป็นส่วนตัว ติดต่อเรา', newsletter: 'สมัครรับจดหมายข่าว', share: 'แชร์ไปยัง Facebook LINE', search: 'ค้นหา' },
};
