// Loaded by the page's inline start script (playground/page-start.js) on a prerendered page once
// its first frame is on screen, ahead of the page's code: the taps and typing that script holds
// until the page has hydrated are replayed here once it has.
// Not in <head>: nothing here is needed for the first paint, and a script there is a request the
// first paint waits for.
(function () {
  var root = document.documentElement;
  var early = window.giftcashEarly;
  if (root.hasAttribute('data-hydrated') || !early) return;

  // Until the page has hydrated (the app sets data-hydrated on <html> and sends giftcash:hydrated),
  // the start script stops taps on buttons and hands over each button tapped and each field typed
  // in (window.giftcashEarly). The taps are replayed once the page answers. Text typed meanwhile
  // is typed in again then (an input event React reads as a change: the field is first set to
  // another value through React's own value setter, then to the typed text past it).
  //
  // A page that is rendered in the browser instead of hydrated (`?api=`: its HTML holds the
  // build's data, not the tab's API) replaces the fields and buttons the visitor used, and may show
  // them only once its data has arrived. Each is therefore noted with what names it (its tag, its
  // label or text, and which of the elements so named it is), and the replay waits a while for an
  // element of that name when the original is gone.
  var held = [];
  var typed = [];
  function text(value) {
    return (value || '').replace(/\s+/g, ' ').trim();
  }
  function nameOf(element) {
    if (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA') {
      var label =
        element.getAttribute('aria-label') ||
        (element.labels && element.labels[0] ? element.labels[0].textContent : '');
      return (
        element.tagName +
        '|' +
        (element.getAttribute('type') || '') +
        '|' +
        text(label) +
        '|' +
        (element.getAttribute('name') || '') +
        '|' +
        (element.getAttribute('placeholder') || '')
      );
    }
    return (
      element.tagName +
      '|' +
      text(element.getAttribute('aria-label')) +
      '|' +
      text(element.textContent)
    );
  }
  function named(tag, name) {
    var all = document.getElementsByTagName(tag);
    var found = [];
    for (var i = 0; i < all.length; i += 1) if (nameOf(all[i]) === name) found.push(all[i]);
    return found;
  }
  function note(element) {
    var name = nameOf(element);
    return {
      element: element,
      tag: element.tagName,
      name: name,
      index: named(element.tagName, name).indexOf(element),
    };
  }
  // The element noted, else (once the page has replaced it) its namesake, else null.
  function find(noted) {
    if (noted.element.isConnected) return noted.element;
    var element = named(noted.tag, noted.name)[noted.index];
    return element && element !== noted.element ? element : null;
  }
  // A button tapped is replayed once however often it was tapped; a field, with its latest text.
  function take(kept) {
    var target = kept.element;
    var i;
    if (kept.type === 'click') {
      for (i = 0; i < held.length; i += 1) if (held[i].element === target) return;
      held.push(note(target));
      return;
    }
    for (i = 0; i < typed.length; i += 1) if (typed[i].element === target) typed.splice(i, 1);
    var noted = note(target);
    noted.value = target.value;
    typed.push(noted);
  }
  // Types `value` into `field` as React sees typing.
  function typeIn(field, value) {
    var proto =
      field.tagName === 'TEXTAREA'
        ? window.HTMLTextAreaElement.prototype
        : window.HTMLInputElement.prototype;
    var setter = Object.getOwnPropertyDescriptor(proto, 'value');
    if (!setter || !setter.set) return;
    field.value = value === '' ? ' ' : '';
    setter.set.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  // Replays what was held, in order (typing first, then taps), each once its element is there.
  function replay(queue) {
    var waiting = null;
    var giveUp = 0;
    function step() {
      while (queue.length) {
        var item = queue[0];
        var element = find(item);
        if (!element) {
          if (!waiting && window.MutationObserver) {
            waiting = new window.MutationObserver(step);
            waiting.observe(document.body, { childList: true, subtree: true });
            giveUp = setTimeout(stop, 10000);
          }
          return;
        }
        queue.shift();
        if (item.value === undefined) {
          element.click();
          continue;
        }
        // A field put there by the page is typed into only while no one has typed in it since.
        if (element === item.element || element.value === element.defaultValue)
          typeIn(element, item.value);
        // The page renders what was typed before the next replay (a held Buy reads the amount).
        setTimeout(step, 0);
        return;
      }
      stop();
    }
    function stop() {
      queue.length = 0;
      if (waiting) waiting.disconnect();
      clearTimeout(giveUp);
    }
    step();
  }
  // What came before this script, in order; then each as it comes.
  for (var i = 0; i < early.length; i += 1) take(early[i]);
  early.length = 0;
  early.push = take;
  document.addEventListener('giftcash:hydrated', function () {
    // A hydrated field still shows the typed text, but the page's state does not have it (the next
    // render would put back what the page rendered with): it is typed in again, as React sees typing.
    replay(typed.concat(held));
    held = [];
    typed = [];
  });
})();
