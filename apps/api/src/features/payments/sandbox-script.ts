import { SANDBOX_API_BASE_OPTION, SANDBOX_TOKEN_OPTION } from '@app/sdk/contracts';

/**
 * The sandbox's checkout.js: the same `window.Razorpay` API as Razorpay's script
 * (`new Razorpay(options)`, `open()`, `close()`, `on('payment.failed', cb)`, `handler`,
 * `modal.ondismiss`) drawing a clearly labelled SANDBOX sheet in the page. Plain ES5 in one
 * served file: no inline script, no external asset, styles set through the DOM (allowed by the
 * pages' CSP). Success asks the server to settle the order and hands checkout's signed
 * response to `handler`; failure emits `payment.failed` with checkout's error object; Cancel,
 * Escape or the backdrop call `modal.ondismiss`. Test values are shown like Razorpay's test mode.
 */
export const SANDBOX_CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript;
  var defaultBase = script && script.src ? new URL(script.src, location.href).pathname.replace(/\\/payments\\/sandbox\\/checkout\\.js$/, '') : '/api';

  function el(tag, style, text) {
    var node = document.createElement(tag);
    for (var key in style) node.style[key] = style[key];
    if (text !== undefined) node.textContent = text;
    return node;
  }

  function rupees(paise) {
    return '\\u20b9' + (Number(paise) / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 });
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
    this.root = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    var list = this.listeners[event] || [];
    for (var i = 0; i < list.length; i++) list[i](payload);
  };

  Razorpay.prototype.close = function () {
    if (this.root && this.root.parentNode) this.root.parentNode.removeChild(this.root);
    if (this.onKey) document.removeEventListener('keydown', this.onKey);
    this.root = null;
  };

  Razorpay.prototype.settle = function (outcome) {
    var options = this.options;
    var base = options.${SANDBOX_API_BASE_OPTION} || defaultBase;
    var headers = { 'content-type': 'application/json' };
    if (options.${SANDBOX_TOKEN_OPTION}) headers.authorization = 'Bearer ' + options.${SANDBOX_TOKEN_OPTION};
    return fetch(base + '/payments/sandbox/checkout', {
      method: 'POST',
      headers: headers,
      body: JSON.stringify({ order_id: options.order_id, outcome: outcome }),
    }).then(function (response) {
      return response.json().then(function (body) {
        if (!response.ok) throw body;
        return body;
      });
    });
  };

  Razorpay.prototype.dismiss = function () {
    this.close();
    var modal = this.options.modal || {};
    if (typeof modal.ondismiss === 'function') modal.ondismiss();
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = this.options;
    if (this.root) return;
    var overlay = el('div', { position: 'fixed', inset: '0', background: 'rgba(15,23,42,0.6)', zIndex: '2147483647', display: 'flex', alignItems: 'center', justifyContent: 'center', fontFamily: 'system-ui, sans-serif' });
    overlay.setAttribute('data-testid', 'sandbox-checkout');
    var sheet = el('div', { background: '#fff', color: '#0f172a', borderRadius: '12px', width: 'min(420px, 92vw)', padding: '20px', boxShadow: '0 20px 50px rgba(0,0,0,0.3)', border: '3px dashed #d97706' });
    sheet.setAttribute('role', 'dialog');
    sheet.setAttribute('aria-modal', 'true');
    sheet.setAttribute('aria-label', 'Sandbox payment');
    sheet.appendChild(el('div', { background: '#fef3c7', color: '#92400e', fontWeight: '700', padding: '6px 10px', borderRadius: '6px', letterSpacing: '0.08em', textAlign: 'center' }, 'SANDBOX PAYMENT \\u2014 no real money moves'));
    sheet.appendChild(el('h2', { fontSize: '18px', margin: '14px 0 4px' }, options.name || 'Payment'));
    if (options.description) sheet.appendChild(el('p', { margin: '0 0 8px', color: '#475569' }, options.description));
    sheet.appendChild(el('p', { fontSize: '24px', fontWeight: '700', margin: '8px 0' }, rupees(options.amount)));
    sheet.appendChild(el('p', { fontSize: '12px', color: '#64748b', margin: '0 0 12px' }, 'Order ' + (options.order_id || '')));
    var tests = el('div', { fontSize: '13px', background: '#f1f5f9', borderRadius: '8px', padding: '10px', marginBottom: '14px', lineHeight: '1.6' });
    tests.appendChild(el('div', { fontWeight: '600' }, 'Test values'));
    tests.appendChild(el('div', {}, 'Card: 4111 1111 1111 1111 \\u00b7 any future expiry \\u00b7 CVV 123'));
    tests.appendChild(el('div', {}, 'UPI: success@razorpay (succeeds) \\u00b7 failure@razorpay (fails)'));
    sheet.appendChild(tests);
    var status = el('p', { fontSize: '13px', color: '#b91c1c', minHeight: '1em', margin: '0 0 8px' }, '');
    status.setAttribute('role', 'status');
    sheet.appendChild(status);
    var row = el('div', { display: 'flex', gap: '8px', flexWrap: 'wrap' });
    function button(label, testId, background, color) {
      var node = el('button', { flex: '1', padding: '10px', borderRadius: '8px', border: '1px solid #cbd5e1', background: background, color: color, fontWeight: '600', cursor: 'pointer' }, label);
      node.type = 'button';
      node.setAttribute('data-testid', testId);
      row.appendChild(node);
      return node;
    }
    var pay = button('Pay ' + rupees(options.amount) + ' (succeeds)', 'sandbox-success', '#16a34a', '#fff');
    var fail = button('Fail payment', 'sandbox-failure', '#fff', '#b91c1c');
    var cancel = button('Cancel', 'sandbox-cancel', '#fff', '#0f172a');
    sheet.appendChild(row);
    overlay.appendChild(sheet);

    function busy(on) {
      pay.disabled = fail.disabled = cancel.disabled = on;
    }
    pay.addEventListener('click', function () {
      busy(true);
      status.textContent = '';
      self.settle('success').then(function (response) {
        self.close();
        if (typeof options.handler === 'function') options.handler(response);
      }, function (error) {
        busy(false);
        status.textContent = (error && error.message) || 'The sandbox could not complete the payment';
      });
    });
    fail.addEventListener('click', function () {
      busy(true);
      self.settle('failure').then(function (response) {
        self.close();
        self.emit('payment.failed', { error: response.error });
      }, function (error) {
        busy(false);
        status.textContent = (error && error.message) || 'The sandbox could not record the failure';
      });
    });
    cancel.addEventListener('click', function () { self.dismiss(); });
    overlay.addEventListener('click', function (event) { if (event.target === overlay) self.dismiss(); });
    this.onKey = function (event) { if (event.key === 'Escape') self.dismiss(); };
    document.addEventListener('keydown', this.onKey);
    this.root = overlay;
    document.body.appendChild(overlay);
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
