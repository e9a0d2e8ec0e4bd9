/* global window, document, location */
/**
 * One hosted field (the page inside an iframe on the gateway's origin). The shopper types here; the value is
 * formatted (card number grouped as embossed on the card), characters a field cannot hold are rejected, and the
 * validity is reported to the merchant page — never the value. On request the value is posted to the gateway,
 * which is the only place it goes.
 */
(function () {
  "use strict";
  var MESSAGE_SOURCE = "dukkan-payment-sandbox";
  var params = new URLSearchParams(location.search);
  var role = params.get("role");
  var frameId = params.get("frame");
  var parentOrigin = params.get("origin");
  var endpoint = location.pathname.replace(/\/field$/, "");
  var ancestors = location.ancestorOrigins;
  // Only ever embedded by the page that asked for it: the origin it names must be the one actually embedding it.
  if (!role || !frameId || !parentOrigin || window.parent === window) return;
  if (ancestors && ancestors.length > 0 && ancestors[0] !== parentOrigin) return;

  var AUTOCOMPLETE = {
    number: "cc-number",
    expiryMonth: "cc-exp-month",
    expiryYear: "cc-exp-year",
    securityCode: "cc-csc",
    nameOnCard: "cc-name",
  };
  var NUMERIC = role !== "nameOnCard";
  var control = null;
  var embossed = true;
  var rejectInvalid = true;
  var scheme = null;
  var lastReported = "";

  function toParent(message) {
    message.source = MESSAGE_SOURCE;
    message.frameId = frameId;
    window.parent.postMessage(message, parentOrigin);
  }

  // ---- card rules (the gateway checks them again when the form is submitted) ----
  function schemeOf(digits) {
    if (/^4/.test(digits)) return "VISA";
    if (/^5[1-5]/.test(digits)) return "MASTERCARD";
    var firstFour = Number(digits.slice(0, 4));
    if (digits.length >= 4 && firstFour >= 2221 && firstFour <= 2720) return "MASTERCARD";
    if (/^3[47]/.test(digits)) return "AMEX";
    if (/^3(0[0-5]|6|8|9)/.test(digits)) return "DINERS";
    return null;
  }
  var LENGTHS = { AMEX: [15, 15], DINERS: [14, 19], MASTERCARD: [16, 16], VISA: [13, 19] };
  var GROUPS = { AMEX: [4, 6, 5], DINERS: [4, 6, 4, 5] };

  function luhnValid(digits) {
    var sum = 0;
    for (var index = 0; index < digits.length; index++) {
      var digit = Number(digits[digits.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return digits.length > 0 && sum % 10 === 0;
  }

  function securityCodeLength() {
    return scheme === "AMEX" ? 4 : 3;
  }

  function maxDigits() {
    switch (role) {
      case "number":
        return 19;
      case "expiryMonth":
        return 2;
      case "expiryYear":
        return 4;
      case "securityCode":
        return scheme ? securityCodeLength() : 4;
      default:
        return 100;
    }
  }

  function validity(raw) {
    var value = raw.trim();
    if (value === "") return { isValid: false, isIncomplete: false, errorReason: "EMPTY" };
    if (NUMERIC && !/^[\d ]+$/.test(value)) return { isValid: false, errorReason: "INVALID_CHARACTERS" };
    var digits = value.replace(/ /g, "");
    switch (role) {
      case "number": {
        var found = schemeOf(digits);
        if (!found) return { isValid: false, isIncomplete: digits.length < 2, errorReason: "NOT_SUPPORTED" };
        var lengths = LENGTHS[found];
        if (digits.length >= lengths[0] && digits.length <= lengths[1] && luhnValid(digits)) return { isValid: true };
        var incomplete = digits.length < lengths[1];
        return { isValid: false, isIncomplete: incomplete, errorReason: incomplete ? "INCOMPLETE" : "INVALID_VALUE" };
      }
      case "expiryMonth": {
        var month = Number(digits);
        if (digits.length === 1 && month <= 1) return { isValid: false, isIncomplete: true, errorReason: "INCOMPLETE" };
        return month >= 1 && month <= 12 ? { isValid: true } : { isValid: false, errorReason: "INVALID_VALUE" };
      }
      case "expiryYear":
        if (digits.length === 2 || (digits.length === 4 && /^20/.test(digits))) return { isValid: true };
        return digits.length < 4 && /^(2|20)?\d?$/.test(digits)
          ? { isValid: false, isIncomplete: true, errorReason: "INCOMPLETE" }
          : { isValid: false, errorReason: "INVALID_VALUE" };
      case "securityCode": {
        var expected = scheme ? [securityCodeLength()] : [3, 4];
        if (expected.indexOf(digits.length) >= 0) return { isValid: true };
        return digits.length < Math.max.apply(null, expected)
          ? { isValid: false, isIncomplete: true, errorReason: "INCOMPLETE" }
          : { isValid: false, errorReason: "INVALID_VALUE" };
      }
      default:
        return value.length <= 100 && !/[<>{}\d]/.test(value)
          ? { isValid: true }
          : { isValid: false, errorReason: "INVALID_VALUE" };
    }
  }

  /** Groups a card number's digits as embossed on the card: 4-4-4-4 (Amex 4-6-5, Diners 4-6-4). */
  function embossedNumber(digits) {
    var groups = GROUPS[schemeOf(digits)] || [4, 4, 4, 4, 3];
    var parts = [];
    var start = 0;
    for (var index = 0; index < groups.length && start < digits.length; index++) {
      parts.push(digits.slice(start, start + groups[index]));
      start += groups[index];
    }
    return parts.join(" ");
  }

  /** Keeps what the field can hold (when rejecting invalid characters) and formats it. */
  function clean(value) {
    if (!rejectInvalid) return value;
    if (role === "nameOnCard") return value.replace(/[^\p{L}\p{M} .'-]/gu, "").slice(0, 100);
    var digits = value.replace(/\D/g, "").slice(0, maxDigits());
    return role === "number" && embossed ? embossedNumber(digits) : digits;
  }

  function rawValue() {
    return control ? control.value : "";
  }

  function report(changed) {
    var state = validity(rawValue());
    var message = {
      type: "state",
      isValid: Boolean(state.isValid),
      isIncomplete: Boolean(state.isIncomplete),
      errorReason: state.errorReason || null,
      scheme: role === "number" ? schemeOf(rawValue().replace(/\D/g, "")) : null,
      changed: Boolean(changed),
    };
    var key = JSON.stringify(message);
    if (!changed && key === lastReported) return;
    lastReported = key;
    if (control)
      control.setAttribute("aria-invalid", String(!state.isValid && !state.isIncomplete && rawValue() !== ""));
    toParent(message);
  }

  function onInput() {
    if (control.tagName === "SELECT") return report(true);
    var before = control.value;
    var caret = control.selectionStart === null ? before.length : control.selectionStart;
    // Where the caret is, counted in kept characters, so formatting does not move it.
    var keptBeforeCaret = clean(before.slice(0, caret)).replace(/ /g, "").length;
    var after = clean(before);
    if (after !== before) {
      control.value = after;
      var position = 0;
      var kept = 0;
      while (position < after.length && kept < keptBeforeCaret) {
        if (after[position] !== " ") kept++;
        position++;
      }
      control.setSelectionRange(position, position);
    }
    report(true);
  }

  function build(config) {
    var isSelect = Array.isArray(config.options);
    control = document.createElement(isSelect ? "select" : "input");
    control.id = "field";
    control.className = "field" + (role === "number" ? " embossed" : "");
    control.setAttribute("aria-label", config.label || document.title);
    control.setAttribute("autocomplete", AUTOCOMPLETE[role]);
    if (isSelect) {
      config.options.forEach(function (option) {
        var element = document.createElement("option");
        element.value = String(option.value);
        element.textContent = String(option.text);
        element.disabled = Boolean(option.disabled);
        element.selected = Boolean(option.selected);
        control.appendChild(element);
      });
      control.addEventListener("change", onInput);
    } else {
      control.type = "text";
      control.spellcheck = false;
      control.setAttribute("autocapitalize", role === "nameOnCard" ? "words" : "off");
      control.setAttribute("autocorrect", "off");
      if (NUMERIC) control.inputMode = "numeric";
      if (config.placeholder) control.placeholder = config.placeholder;
      control.addEventListener("input", onInput);
    }
    // Digits read left to right in every language; in a right-to-left page they sit at the right, like the text.
    control.dir = NUMERIC ? "ltr" : "auto";
    control.style.textAlign = config.dir === "rtl" ? "right" : "left";
    var style = config.style || {};
    ["fontWeight", "color", "letterSpacing", "paddingInlineStart", "paddingInlineEnd"].forEach(function (name) {
      if (style[name] && style[name] !== "normal" && style[name] !== "0px") control.style[name] = style[name];
    });
    // At least 16px, so phones do not zoom into the field.
    var fontSize = parseFloat(style.fontSize || "16");
    control.style.fontSize = Math.max(16, fontSize) + "px";
    control.addEventListener("focus", function () {
      toParent({ type: "focus" });
    });
    // Escape belongs to the page around the field (it closes the merchant's dialog): pass it on.
    control.addEventListener("keydown", function (event) {
      if (event.key === "Escape") toParent({ type: "escape" });
    });
    control.addEventListener("blur", function () {
      toParent({ type: "blur" });
      report(false);
    });
    document.body.appendChild(control);
  }

  function postJson(path, body) {
    return fetch(endpoint + path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "omit",
      body: JSON.stringify(body),
    });
  }

  var handlers = {
    configure: function (data) {
      if (control) return;
      embossed = data.embossed !== false;
      rejectInvalid = data.rejectInvalid !== false;
      scheme = data.scheme || null;
      document.documentElement.lang = data.lang || "en";
      document.documentElement.dir = data.dir === "rtl" ? "rtl" : "ltr";
      build(data);
      toParent({ type: "configured" });
      report(false);
    },
    focus: function () {
      if (control) control.focus();
    },
    placeholder: function (data) {
      if (control && control.tagName === "INPUT") control.placeholder = String(data.text);
    },
    scheme: function (data) {
      scheme = data.scheme || null;
      if (control && control.tagName === "INPUT") control.value = clean(control.value);
      report(false);
    },
    submit: function (data) {
      postJson("/session/" + encodeURIComponent(data.session) + "/field", {
        updateId: data.updateId,
        role: role,
        value: rawValue(),
      })
        .then(function (response) {
          toParent({ type: "submitted", updateId: data.updateId, ok: response.ok });
        })
        .catch(function () {
          toParent({ type: "submitted", updateId: data.updateId, ok: false });
        });
    },
    complete: function (data) {
      postJson("/session/" + encodeURIComponent(data.session) + "/update", {
        updateId: data.updateId,
        roles: data.roles,
      })
        .then(function (response) {
          return response.json();
        })
        .then(function (answer) {
          toParent({ type: "updated", updateId: data.updateId, response: answer });
        })
        .catch(function () {
          toParent({
            type: "updated",
            updateId: data.updateId,
            response: { status: "system_error", session: { id: data.session } },
          });
        });
    },
  };

  window.addEventListener("message", function (event) {
    if (event.origin !== parentOrigin || event.source !== window.parent) return;
    var data = event.data;
    if (!data || data.source !== MESSAGE_SOURCE || !Object.prototype.hasOwnProperty.call(handlers, data.type)) return;
    handlers[data.type](data);
  });
  toParent({ type: "ready" });
})();
