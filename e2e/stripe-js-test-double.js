/* global window, document */
// A test double of Stripe.js for Playwright only: served in place of https://js.stripe.com's
// script through page.route. It implements the few calls Huddle's card modal makes (elements,
// the card element's mount/on/off/update/destroy, confirmCardPayment). The card field is a plain
// input: a 16-digit number makes it complete, any other text an error, as Stripe's would.
(function () {
  function createCardElement() {
    var handlers = {};
    var input = null;
    function emit(event, payload) {
      (handlers[event] || []).forEach(function (handler) {
        handler(payload);
      });
    }
    return {
      mount: function (node) {
        input = document.createElement("input");
        input.setAttribute("aria-label", "Card number");
        input.setAttribute("data-testid", "stripe-card-test-double");
        input.addEventListener("input", function () {
          var digits = input.value.replace(/\s/g, "");
          var complete = /^\d{16}$/.test(digits);
          emit("change", {
            elementType: "card",
            empty: digits.length === 0,
            complete: complete,
            error:
              complete || /^\d{0,15}$/.test(digits)
                ? undefined
                : { type: "validation_error", message: "Your card number is invalid." },
          });
        });
        node.appendChild(input);
        setTimeout(function () {
          emit("ready", {});
        }, 0);
      },
      on: function (event, handler) {
        (handlers[event] = handlers[event] || []).push(handler);
      },
      off: function (event, handler) {
        handlers[event] = (handlers[event] || []).filter(function (h) {
          return h !== handler;
        });
      },
      update: function () {},
      destroy: function () {
        if (input && input.parentNode) input.parentNode.removeChild(input);
      },
      unmount: function () {},
      focus: function () {},
      blur: function () {},
      clear: function () {},
    };
  }

  window.Stripe = function Stripe(publishableKey) {
    var card = null;
    window.__stripeTestDouble = { publishableKey: publishableKey, confirmed: [] };
    return {
      elements: function () {
        return {
          create: function () {
            card = createCardElement();
            return card;
          },
          getElement: function () {
            return card;
          },
          update: function () {},
        };
      },
      createToken: function () {
        return Promise.resolve({});
      },
      createPaymentMethod: function () {
        return Promise.resolve({});
      },
      confirmCardPayment: function (clientSecret) {
        window.__stripeTestDouble.confirmed.push(clientSecret);
        return Promise.resolve({
          paymentIntent: { id: clientSecret.split("_secret_")[0], status: "succeeded" },
        });
      },
    };
  };
})();
