// Demo partner consent script for the club brand (spec §4: one brand origin loads an external cookie-consent
// script instead of the site's own banner). A real partner would host its own consent platform; this stand-in
// shows a small consent bar in the page language and stores the choice in the site's format:
//   cookie-acceptance=technical[,measurement]  and  cookie-consent-legacy=5:technical[,measurement]
// for 365 days, SameSite=Lax (Secure on https), then fires `wayfare:consent-changed` so the site reacts.
(function () {
  'use strict';
  var ACCEPTANCE_COOKIE = 'cookie-acceptance';
  var LEGACY_COOKIE = 'cookie-consent-legacy';
  var MAX_AGE = 365 * 24 * 60 * 60;

  if (
    document.cookie.split('; ').some(function (c) {
      return c.indexOf(ACCEPTANCE_COOKIE + '=') === 0;
    })
  )
    return;
  if (document.getElementById('club-consent')) return;

  var TEXTS = {
    fr: {
      title: 'Cookies sur Club Évasion',
      text: 'Nous utilisons des cookies techniques indispensables et, si vous l’acceptez, des cookies de mesure d’audience.',
      reject: 'Continuer sans accepter',
      accept: 'Accepter les cookies',
    },
    en: {
      title: 'Cookies on Club Évasion',
      text: 'We use essential technical cookies and, if you agree, audience measurement cookies.',
      reject: 'Continue without accepting',
      accept: 'Accept cookies',
    },
    it: {
      title: 'Cookie su Club Évasion',
      text: 'Usiamo cookie tecnici indispensabili e, se accetti, cookie di misurazione del pubblico.',
      reject: 'Continua senza accettare',
      accept: 'Accetta i cookie',
    },
    es: {
      title: 'Cookies en Club Évasion',
      text: 'Usamos cookies técnicas imprescindibles y, si lo aceptas, cookies de medición de audiencia.',
      reject: 'Continuar sin aceptar',
      accept: 'Aceptar cookies',
    },
  };
  var lang = (document.documentElement.lang || 'fr').slice(0, 2);
  var t = TEXTS[lang] || TEXTS.fr;

  function store(categories) {
    var attributes =
      '; path=/; max-age=' + MAX_AGE + '; SameSite=Lax' + (location.protocol === 'https:' ? '; Secure' : '');
    document.cookie = ACCEPTANCE_COOKIE + '=' + categories.join(',') + attributes;
    document.cookie = LEGACY_COOKIE + '=5:' + categories.join(',') + attributes;
    bar.remove();
    window.dispatchEvent(new Event('wayfare:consent-changed'));
  }

  function button(label, categories, testId) {
    var b = document.createElement('button');
    b.type = 'button';
    b.textContent = label;
    b.setAttribute('data-testid', testId);
    b.style.cssText =
      'min-height:44px;padding:10px 18px;border-radius:8px;border:2px solid #1d1d1f;font:inherit;font-weight:700;' +
      'cursor:pointer;background:#1d1d1f;color:#fff;';
    b.addEventListener('click', function () {
      store(categories);
    });
    return b;
  }

  var bar = document.createElement('section');
  bar.id = 'club-consent';
  bar.setAttribute('aria-labelledby', 'club-consent-title');
  bar.style.cssText =
    'position:fixed;left:16px;right:16px;bottom:16px;z-index:1000;max-width:720px;margin:0 auto;padding:20px;' +
    'background:#fffdf7;color:#1d1d1f;border:1px solid #1d1d1f;border-radius:16px;box-shadow:0 8px 32px rgba(0,0,0,.25);' +
    // The page's own font, as a partner's consent platform set up for the site would use: a named font the
    // visitor's machine may lack (Georgia is rare on Linux) fell back to a stray serif.
    'font-family:inherit;font-size:15px;line-height:1.5;';
  var title = document.createElement('h2');
  title.id = 'club-consent-title';
  title.textContent = t.title;
  title.style.cssText = 'margin:0 0 6px;font-size:19px;';
  var text = document.createElement('p');
  text.textContent = t.text;
  text.style.cssText = 'margin:0 0 14px;';
  var actions = document.createElement('div');
  actions.style.cssText = 'display:flex;flex-wrap:wrap;gap:10px;justify-content:flex-end;';
  actions.appendChild(button(t.reject, ['technical'], 'club-consent-reject'));
  actions.appendChild(button(t.accept, ['technical', 'measurement'], 'club-consent-accept'));
  bar.appendChild(title);
  bar.appendChild(text);
  bar.appendChild(actions);
  document.body.appendChild(bar);
})();
