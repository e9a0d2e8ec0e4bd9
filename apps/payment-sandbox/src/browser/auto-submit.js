/* global document */
/** Posts the 3-D Secure outcome back to the merchant as soon as the page loads (the button stays as a fallback). */
document.getElementById("redirectResponse")?.submit();
