// The offline page (either site's) in the language the reader chose (?lang=, else ES_LANG), right to
// left in Arabic; "Try again" reloads the page that could not be reached.
(function () {
  var TEXT = {
    en: ['You are offline', 'Caravan cannot be reached. Check your connection and try again.', 'Try again'],
    'zh-CN': ['您已离线', '无法连接 Caravan。请检查网络连接后重试。', '重试'],
    'zh-TW': ['您已離線', '無法連線至 Caravan。請檢查網路連線後再試一次。', '再試一次'],
    ja: ['オフラインです', 'Caravan に接続できません。接続を確認して、もう一度お試しください。', '再試行'],
    ko: [
      '오프라인 상태입니다',
      'Caravan에 연결할 수 없습니다. 연결을 확인한 후 다시 시도하세요.',
      '다시 시도',
    ],
    ar: ['أنت غير متصل', 'تعذّر الوصول إلى Caravan. تحقّق من اتصالك وحاول مرة أخرى.', 'أعد المحاولة'],
    hi: ['आप ऑफ़लाइन हैं', 'Caravan तक नहीं पहुँचा जा सका। अपना कनेक्शन जाँचें और फिर से कोशिश करें।', 'फिर से कोशिश करें'],
    th: ['คุณออฟไลน์อยู่', 'ไม่สามารถเชื่อมต่อ Caravan ได้ โปรดตรวจสอบการเชื่อมต่อแล้วลองอีกครั้ง', 'ลองอีกครั้ง'],
    vi: [
      'Bạn đang ngoại tuyến',
      'Không thể kết nối tới Caravan. Hãy kiểm tra kết nối và thử lại.',
      'Thử lại',
    ],
    id: [
      'Anda sedang offline',
      'Caravan tidak dapat dijangkau. Periksa koneksi Anda dan coba lagi.',
      'Coba lagi',
    ],
    ms: [
      'Anda di luar talian',
      'Caravan tidak dapat dicapai. Semak sambungan anda dan cuba lagi.',
      'Cuba lagi',
    ],
    ph: [
      'Offline ka',
      'Hindi maabot ang Caravan. Tingnan ang iyong koneksyon at subukang muli.',
      'Subukang muli',
    ],
    ru: [
      'Нет подключения к сети',
      'Caravan недоступен. Проверьте подключение и попробуйте ещё раз.',
      'Повторить',
    ],
    tr: [
      'Çevrimdışısınız',
      'Caravan’a ulaşılamıyor. Bağlantınızı kontrol edip tekrar deneyin.',
      'Tekrar dene',
    ],
    de: [
      'Sie sind offline',
      'Caravan ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      'Erneut versuchen',
    ],
    fr: [
      'Vous êtes hors ligne',
      'Caravan est injoignable. Vérifiez votre connexion et réessayez.',
      'Réessayer',
    ],
    es: [
      'Estás sin conexión',
      'No se puede acceder a Caravan. Comprueba tu conexión e inténtalo de nuevo.',
      'Reintentar',
    ],
    it: ['Sei offline', 'Caravan non è raggiungibile. Controlla la connessione e riprova.', 'Riprova'],
    pt: [
      'Você está offline',
      'Não foi possível acessar o Caravan. Verifique sua conexão e tente novamente.',
      'Tentar novamente',
    ],
    el: [
      'Είστε εκτός σύνδεσης',
      'Δεν είναι δυνατή η πρόσβαση στο Caravan. Ελέγξτε τη σύνδεσή σας και δοκιμάστε ξανά.',
      'Δοκιμάστε ξανά',
    ],
    af: [
      'Jy is vanlyn',
      'Caravan kan nie bereik word nie. Gaan jou verbinding na en probeer weer.',
      'Probeer weer',
    ],
  };
  // The page's own ?lang= first (as the app reads it), then the stored choice; the old clients'
  // short codes and any case are understood.
  var ALIASES = { cn: 'zh-CN', zh: 'zh-CN', 'zh-cn': 'zh-CN', tw: 'zh-TW', 'zh-tw': 'zh-TW', fil: 'ph' };
  function known(value) {
    if (!value) return null;
    var lower = String(value).trim().toLowerCase().replace('_', '-');
    if (ALIASES[lower]) return ALIASES[lower];
    for (var code in TEXT) if (code.toLowerCase() === lower) return code;
    return null;
  }
  var stored = null;
  try {
    stored = window.localStorage.getItem('ES_LANG');
  } catch {
    // Storage may be off; the address's language or English, then.
  }
  var lang = known(new URLSearchParams(window.location.search).get('lang')) || known(stored) || 'en';
  var text = TEXT[lang];
  document.documentElement.lang = lang === 'ph' ? 'fil' : lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  document.getElementById('title').textContent = text[0];
  document.getElementById('body').textContent = text[1];
  var retry = document.getElementById('retry');
  retry.textContent = text[2];
  retry.href = window.location.href;
  retry.addEventListener('click', function (event) {
    event.preventDefault();
    window.location.reload();
  });
})();
