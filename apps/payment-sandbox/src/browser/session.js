/* global window, document, location, getComputedStyle, KeyboardEvent, MutationObserver, __SANDBOX_GATEWAY__ */
/**
 * session.js of the payment sandbox: window.PaymentSession as the Mastercard Gateway's hosted session offers it
 * (configure, updateSessionFromForm, onValidityChange, onBlur, onFocus, onChange, setFocus, setPlaceHolderText),
 * with several scopes on one page.
 *
 * Each configured field's element on the merchant page (a read-only input or a select) is hidden and an
 * iframe from the gateway's origin takes its place; the shopper types into the iframe. updateSessionFromForm
 * asks each iframe to post its value to the gateway, then one of them to complete the update; the merchant page
 * only ever receives validity states and the masked answer. Messages are checked both ways: the iframes only
 * talk to the origin that embedded them, and this script only listens to its own iframes on the gateway origin.
 */
(function () {
  "use strict";
  // Loaded again (a page that adds the script on each visit): the first instance keeps its scopes and listeners.
  if (window.PaymentSession && window.PaymentSession.sandbox === true) return;
  /** Injected by the sandbox when it serves this file: {origin, version, merchantId}. */
  var GATEWAY = __SANDBOX_GATEWAY__;
  var MESSAGE_SOURCE = "dukkan-payment-sandbox";
  var ROLES = ["number", "expiryMonth", "expiryYear", "securityCode", "nameOnCard"];
  var DEFAULT_TITLES = {
    number: "Card number",
    expiryMonth: "Expiry month",
    expiryYear: "Expiry year",
    securityCode: "Security code",
    nameOnCard: "Name on card",
  };
  var INITIALIZE_TIMEOUT_MS = 20000;
  var UPDATE_TIMEOUT_MS = 30000;

  var scopes = new Map();
  var framesById = new Map();

  function randomId() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, function (byte) {
      return byte.toString(16).padStart(2, "0");
    }).join("");
  }

  function scopeOf(name) {
    var key = name === undefined || name === null ? "default" : String(name);
    var scope = scopes.get(key);
    if (!scope) {
      scope = { key: key, config: null, frames: new Map(), listeners: [], update: null, initialized: false };
      scopes.set(key, scope);
    }
    return scope;
  }

  /** "card.number" → "number". */
  function roleOf(field) {
    var role = String(field).replace(/^card\./, "");
    return ROLES.indexOf(role) >= 0 ? role : null;
  }

  function safely(callback, argument, second) {
    if (typeof callback !== "function") return;
    try {
      callback(argument, second);
    } catch (error) {
      setTimeout(function () {
        throw error;
      });
    }
  }

  function post(frame, message) {
    if (!frame.iframe.contentWindow) return;
    message.source = MESSAGE_SOURCE;
    frame.iframe.contentWindow.postMessage(message, GATEWAY.origin);
  }

  function accessibleName(element) {
    var label = element.getAttribute("aria-label");
    if (label) return label;
    var labelledBy = element.getAttribute("aria-labelledby");
    if (labelledBy) {
      var text = labelledBy
        .split(/\s+/)
        .map(function (id) {
          var node = document.getElementById(id);
          return node ? node.textContent.trim() : "";
        })
        .join(" ")
        .trim();
      if (text) return text;
    }
    if (element.labels && element.labels.length > 0) return element.labels[0].textContent.trim();
    return element.getAttribute("placeholder") || "";
  }

  /** The look of the merchant's element, so the field inside the iframe matches the page. */
  function styleOf(element) {
    var computed = getComputedStyle(element);
    return {
      fontSize: computed.fontSize,
      fontWeight: computed.fontWeight,
      color: computed.color,
      letterSpacing: computed.letterSpacing,
      paddingInlineStart: computed.paddingInlineStart,
      paddingInlineEnd: computed.paddingInlineEnd,
    };
  }

  function directionOf(element) {
    return getComputedStyle(element).direction === "rtl" ? "rtl" : "ltr";
  }

  function mount(scope, role, selector, element) {
    var id = randomId();
    var height = element.getBoundingClientRect().height;
    var iframe = document.createElement("iframe");
    var params = new URLSearchParams({ role: role, frame: id, origin: location.origin });
    iframe.src =
      GATEWAY.origin +
      "/form/version/" +
      encodeURIComponent(GATEWAY.version) +
      "/merchant/" +
      encodeURIComponent(GATEWAY.merchantId) +
      "/field?" +
      params.toString();
    iframe.title = accessibleName(element) || DEFAULT_TITLES[role];
    iframe.className = element.className;
    iframe.setAttribute("scrolling", "no");
    iframe.setAttribute("frameborder", "0");
    iframe.setAttribute("data-hosted-field", role);
    // Size and border come from the merchant's classes (copied above); the padding belongs inside the field.
    iframe.style.padding = "0";
    iframe.style.overflow = "hidden";
    iframe.style.height = height > 0 ? height + "px" : "2.75rem";

    var frame = {
      id: id,
      role: role,
      selector: selector,
      element: element,
      iframe: iframe,
      scope: scope,
      configured: false,
      state: null,
      restore: {
        display: element.style.display,
        ariaHidden: element.getAttribute("aria-hidden"),
        tabIndex: element.getAttribute("tabindex"),
      },
      labels: [],
      observer: null,
    };
    element.insertAdjacentElement("afterend", iframe);
    element.style.display = "none";
    element.setAttribute("aria-hidden", "true");
    element.setAttribute("tabindex", "-1");
    // The merchant styles its element (valid/invalid borders): the iframe wears the same classes.
    frame.observer = new MutationObserver(function () {
      iframe.className = element.className;
    });
    frame.observer.observe(element, { attributes: true, attributeFilter: ["class"] });
    Array.prototype.forEach.call(element.labels || [], function (label) {
      var onClick = function (event) {
        event.preventDefault();
        focusFrame(frame);
      };
      label.addEventListener("click", onClick);
      frame.labels.push({ label: label, onClick: onClick });
    });
    framesById.set(id, frame);
    return frame;
  }

  function unmount(frame) {
    framesById.delete(frame.id);
    if (frame.observer) frame.observer.disconnect();
    frame.labels.forEach(function (entry) {
      entry.label.removeEventListener("click", entry.onClick);
    });
    frame.iframe.remove();
    frame.element.style.display = frame.restore.display;
    if (frame.restore.ariaHidden === null) frame.element.removeAttribute("aria-hidden");
    else frame.element.setAttribute("aria-hidden", frame.restore.ariaHidden);
    if (frame.restore.tabIndex === null) frame.element.removeAttribute("tabindex");
    else frame.element.setAttribute("tabindex", frame.restore.tabIndex);
  }

  function teardown(scope) {
    scope.frames.forEach(unmount);
    scope.frames.clear();
    scope.initialized = false;
    if (scope.initTimer) clearTimeout(scope.initTimer);
    if (scope.update) {
      clearTimeout(scope.update.timer);
      scope.update = null;
    }
  }

  function callbacksOf(scope) {
    return (scope.config && scope.config.callbacks) || {};
  }

  function failInitialization(scope, message) {
    if (scope.initTimer) clearTimeout(scope.initTimer);
    safely(callbacksOf(scope).initialized, { status: "system_error", message: message, scope: scope.key });
  }

  function focusFrame(frame) {
    frame.iframe.focus();
    post(frame, { type: "focus" });
  }

  function configure(config, scopeName) {
    var scope = scopeOf(scopeName);
    teardown(scope);
    scope.config = config || {};
    var fields = (scope.config.fields && scope.config.fields.card) || {};
    var display = (scope.config.interaction && scope.config.interaction.displayControl) || {};
    scope.display = {
      embossed: display.formatCard !== "PLAIN",
      rejectInvalid: display.invalidFieldCharacters !== "ALLOW",
    };
    if (!scope.config.session) return failInitialization(scope, "A session is required");
    for (var index = 0; index < ROLES.length; index++) {
      var role = ROLES[index];
      var selector = fields[role];
      if (!selector) continue;
      var element = document.querySelector(selector);
      if (!element) {
        teardown(scope);
        return failInitialization(scope, "No element matches " + selector);
      }
      scope.frames.set(role, mount(scope, role, selector, element));
    }
    if (scope.frames.size === 0) return failInitialization(scope, "No card fields to host");
    scope.initTimer = setTimeout(function () {
      if (!scope.initialized) failInitialization(scope, "The hosted fields did not load");
    }, INITIALIZE_TIMEOUT_MS);
  }

  function configureFrame(frame) {
    var scope = frame.scope;
    var element = frame.element;
    var options =
      element.tagName === "SELECT"
        ? Array.prototype.map.call(element.options, function (option) {
            // The chosen option too: a disabled placeholder ("Month") must stay the shown value, or the browser
            // would show the first enabled one (01 of this year, a month already past).
            return { value: option.value, text: option.text, disabled: option.disabled, selected: option.selected };
          })
        : null;
    var securityFrameScheme = scope.frames.get("number") && scope.frames.get("number").state;
    post(frame, {
      type: "configure",
      session: scope.config.session,
      role: frame.role,
      label: frame.iframe.title,
      placeholder: element.getAttribute("placeholder") || "",
      options: options,
      style: styleOf(element),
      dir: directionOf(element),
      lang: document.documentElement.lang || "en",
      embossed: scope.display.embossed,
      rejectInvalid: scope.display.rejectInvalid,
      scheme: securityFrameScheme ? securityFrameScheme.scheme : null,
    });
  }

  function listenersFor(scope, kind, role) {
    return scope.listeners.filter(function (listener) {
      return listener.kind === kind && listener.roles.indexOf(role) >= 0;
    });
  }

  function onState(frame, data) {
    var scope = frame.scope;
    var previous = frame.state;
    var result = { isValid: Boolean(data.isValid), isIncomplete: Boolean(data.isIncomplete) };
    if (data.errorReason) result.errorReason = data.errorReason;
    frame.state = { isValid: result.isValid, errorReason: result.errorReason || null, scheme: data.scheme || null };
    frame.iframe.setAttribute("data-valid", String(result.isValid));
    var validityChanged =
      !previous || previous.isValid !== frame.state.isValid || previous.errorReason !== frame.state.errorReason;
    if (validityChanged && previous !== null) {
      listenersFor(scope, "validity", frame.role).forEach(function (listener) {
        safely(listener.callback, frame.selector, result);
      });
    }
    if (data.changed) {
      listenersFor(scope, "change", frame.role).forEach(function (listener) {
        safely(listener.callback, frame.selector, frame.role);
      });
    }
    // The security code's length follows the card's scheme (four digits for Amex).
    if (frame.role === "number" && (!previous || previous.scheme !== frame.state.scheme)) {
      var securityCode = scope.frames.get("securityCode");
      if (securityCode && securityCode.configured) post(securityCode, { type: "scheme", scheme: frame.state.scheme });
    }
  }

  function finishUpdate(scope, response) {
    var update = scope.update;
    if (!update) return;
    clearTimeout(update.timer);
    scope.update = null;
    safely(callbacksOf(scope).formSessionUpdate, response);
  }

  function onMessage(event) {
    if (event.origin !== GATEWAY.origin) return;
    var data = event.data;
    if (!data || data.source !== MESSAGE_SOURCE || typeof data.frameId !== "string") return;
    var frame = framesById.get(data.frameId);
    if (!frame || event.source !== frame.iframe.contentWindow) return;
    var scope = frame.scope;
    switch (data.type) {
      case "ready":
        configureFrame(frame);
        break;
      case "configured": {
        frame.configured = true;
        var all = Array.from(scope.frames.values()).every(function (each) {
          return each.configured;
        });
        if (all && !scope.initialized) {
          scope.initialized = true;
          clearTimeout(scope.initTimer);
          safely(callbacksOf(scope).initialized, { status: "ok", scope: scope.key });
        }
        break;
      }
      case "state":
        onState(frame, data);
        break;
      case "focus":
      case "blur":
        frame.iframe.toggleAttribute("data-focused", data.type === "focus");
        listenersFor(scope, data.type, frame.role).forEach(function (listener) {
          safely(listener.callback, frame.selector, frame.role);
        });
        break;
      case "escape":
        // As if pressed on the field's own element: the page's Escape handlers (a dialog closing) see it.
        frame.iframe.dispatchEvent(
          new KeyboardEvent("keydown", { key: "Escape", code: "Escape", bubbles: true, cancelable: true }),
        );
        break;
      case "submitted": {
        var update = scope.update;
        if (!update || update.id !== data.updateId) return;
        if (!data.ok) return finishUpdate(scope, { status: "system_error", session: { id: update.session } });
        update.waiting.delete(frame.id);
        if (update.waiting.size === 0) {
          var first = scope.frames.values().next().value;
          post(first, {
            type: "complete",
            updateId: update.id,
            session: update.session,
            roles: Array.from(scope.frames.keys()),
          });
        }
        break;
      }
      case "updated":
        if (scope.update && scope.update.id === data.updateId) finishUpdate(scope, data.response);
        break;
    }
  }

  function updateSessionFromForm(paymentType, _merchantDefinedField, scopeName) {
    var scope = scopeOf(scopeName);
    if (!scope.config) return;
    var session = scope.config.session;
    if (paymentType !== "card") {
      return safely(callbacksOf(scope).formSessionUpdate, {
        status: "system_error",
        session: { id: session },
        errors: { message: "Only card payments are hosted" },
      });
    }
    if (!scope.initialized) {
      return safely(callbacksOf(scope).formSessionUpdate, {
        status: "system_error",
        session: { id: session },
        errors: { message: "The hosted fields are not initialised" },
      });
    }
    if (scope.update) return; // one update at a time, as the gateway's script
    var update = { id: randomId(), session: session, waiting: new Set(), timer: 0 };
    scope.update = update;
    scope.frames.forEach(function (frame) {
      update.waiting.add(frame.id);
    });
    update.timer = setTimeout(function () {
      finishUpdate(scope, { status: "request_timeout", session: { id: session } });
    }, UPDATE_TIMEOUT_MS);
    scope.frames.forEach(function (frame) {
      post(frame, { type: "submit", updateId: update.id, session: session });
    });
  }

  function addListener(kind) {
    return function (fields, callback, scopeName) {
      var roles = (Array.isArray(fields) ? fields : [fields]).map(roleOf).filter(Boolean);
      scopeOf(scopeName).listeners.push({ kind: kind, roles: roles, callback: callback });
    };
  }

  function frameFor(field, scopeName) {
    var role = roleOf(field);
    return role ? scopeOf(scopeName).frames.get(role) : undefined;
  }

  window.addEventListener("message", onMessage);
  window.PaymentSession = {
    sandbox: true,
    configure: configure,
    updateSessionFromForm: updateSessionFromForm,
    onValidityChange: addListener("validity"),
    onBlur: addListener("blur"),
    onFocus: addListener("focus"),
    onChange: addListener("change"),
    setFocus: function (field, scopeName) {
      var frame = frameFor(field, scopeName);
      if (frame) focusFrame(frame);
    },
    setPlaceHolderText: function (field, text, scopeName) {
      var frame = frameFor(field, scopeName);
      if (frame) post(frame, { type: "placeholder", text: String(text) });
    },
  };
})();
