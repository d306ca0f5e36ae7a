// Hands the Google sign-in result (carried in the body's data- attributes) to the auth modal that opened this
// popup (window.opener, else the 'hirehand:idp-popup' BroadcastChannel), then closes the popup.
(() => {
  const data = document.body.dataset;
  const message =
    data.idpType === 'hirehand:idp-result'
      ? {
          type: 'hirehand:idp-result',
          id_token: data.idToken,
          email: data.email,
          display_name: data.displayName || null,
          photo_url: data.photoUrl || null,
        }
      : { type: 'hirehand:idp-error', code: data.code || 'auth/internal-error' };
  if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
  } else if ('BroadcastChannel' in window) {
    // Cut off from the opener (COOP after Google's origin): same-origin broadcast reaches the modal.
    const channel = new BroadcastChannel('hirehand:idp-popup');
    channel.postMessage(message);
    channel.close();
  }
  window.close();
})();
