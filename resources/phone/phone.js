// The phone page of Table Games: one seat's private dice or cards and its moves.
// The laptop decides everything: this page shows the states it is sent and sends back
// the number of the move the player taps (docs/phones-protocol.md). Every word shown
// comes from the laptop, already translated; the page has none of its own.
"use strict";

const PROTOCOL = 1;
const SUBPROTOCOL = "tablegames.v1";
const TOKEN_SUBPROTOCOL = "tablegames.token.";
const FINAL = ["token", "replaced", "dropped", "closed", "version"];
const PIPS = { 1: [4], 2: [0, 8], 3: [0, 4, 8], 4: [0, 2, 6, 8], 5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8] };

let socket = null;
let words = {};
let state = null;
let finished = false;
let retryDelay = 500;
let pickedCard = null;   // Casino: the card whose plays are shown
let stepper = null;      // Perudo: {quantity, face} of the bid being set

const $ = (id) => document.getElementById(id);
let token = "";

// The seat's token, from the link's fragment (read again whenever the fragment changes:
// a new link typed or scanned into the same tab changes only the part after "#").
function linkToken() {
  try {
    return decodeURIComponent(location.hash.slice(1));
  } catch (error) {
    return location.hash.slice(1);
  }
}

function el(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function die(face) {
  const node = el("span", face === 1 ? "die one" : "die");
  node.setAttribute("role", "img");
  node.setAttribute("aria-label", String(face));
  for (let cell = 0; cell < 9; cell++) {
    node.appendChild(PIPS[face] && PIPS[face].includes(cell) ? el("i") : el("span"));
  }
  return node;
}

function card(item, tag) {
  const node = el(tag || "span", "card" + (item.red ? " red" : "") + (item.build ? " build" : ""),
    item.text);
  if (item.code) node.dataset.card = item.code;
  return node;
}

function notice(text) {
  $("notice").textContent = text || "";
  $("notice").hidden = !text;
}

// -- the connection --------------------------------------------------------------------

function connect() {
  if (finished || (socket && socket.readyState <= 1)) return;
  const scheme = location.protocol === "https:" ? "wss://" : "ws://";
  // The token offered at the handshake lets this seat in past connections still silent.
  const offers = [SUBPROTOCOL];
  if (/^[A-Za-z0-9_-]{1,64}$/.test(token)) offers.push(TOKEN_SUBPROTOCOL + token);
  const own = new WebSocket(scheme + location.host + "/ws", offers);
  socket = own;
  own.onopen = () => {
    retryDelay = 500;
    own.send(JSON.stringify({ type: "hello", protocol: PROTOCOL, token: token }));
  };
  own.onmessage = (event) => { if (socket === own) receive(JSON.parse(event.data)); };
  own.onclose = () => {
    if (socket !== own) return;  // a connection this page has already let go
    socket = null;
    if (finished) return;
    $("status").textContent = words.reconnecting || "…";
    $("status").className = "";
    setTimeout(connect, retryDelay);
    retryDelay = Math.min(retryDelay * 2, 5000);
  };
}

function send(message) {
  if (socket && socket.readyState === 1) socket.send(JSON.stringify(message));
}

function receive(message) {
  if (message.type === "welcome") {
    words = message.texts || {};
    document.documentElement.lang = message.lang || "";
    document.title = message.title + " — " + message.name;
    $("who").textContent = message.name;
    $("title").textContent = message.title;
    $("dot").style.background = message.colour;
    $("players-label").textContent = words.players || "";
    $("log-label").textContent = words.log || "";
    notice("");
  } else if (message.type === "state") {
    if (!state || state.turn !== message.turn) {
      pickedCard = null;
      stepper = null;
      notice("");  // a refusal belongs to the turn it answered
    }
    state = message;
    render();
  } else if (message.type === "refused") {
    notice(message.text);
  } else if (message.type === "bye") {
    notice(message.text);
    if (FINAL.includes(message.why)) {
      finished = true;
      $("actions").hidden = true;
      if (!(state && state.over)) {  // a finished game keeps its result on screen
        $("status").textContent = words.gone || "";
        $("status").className = "";
      }
    }
  }
}

function choose(id) {
  if (!state) return;
  send({ type: "act", turn: state.turn, choice: id });
  notice("");
  for (const button of $("actions").querySelectorAll("button")) button.disabled = true;
}

// -- drawing a state -------------------------------------------------------------------

function render() {
  if (state.colour) $("dot").style.background = state.colour;  // as the table shows the seat now
  $("status").textContent = state.status;
  $("status").className = state.yourTurn ? "turn" : "";
  renderMine();
  $("last").textContent = state.last || "";
  renderReveal();
  renderTable();
  renderActions();
  renderPlayers();
  const log = $("log");
  log.replaceChildren(...state.log.slice().reverse().map((line) => el("li", "", line)));
}

function renderMine() {
  const mine = state.mine || {};
  $("mine-label").textContent = mine.label || "";
  const box = el("div", "row");
  for (const face of mine.dice || []) box.appendChild(die(face));
  const playable = new Set(state.choices.filter((c) => c.card).map((c) => c.card));
  for (const item of mine.cards || []) {
    const node = card(item, playable.size ? "button" : "span");
    if (playable.size) {
      node.disabled = !playable.has(item.code);
      node.classList.toggle("chosen", pickedCard === item.code);
      node.onclick = () => { pickedCard = item.code; render(); };
    }
    box.appendChild(node);
  }
  $("mine-items").replaceChildren(box);
}

// The last Dudo or Calza as the laptop's table showed it: everyone's dice, those that
// count lit, the verdict and who loses a die.
function renderReveal() {
  const reveal = state.reveal;
  $("reveal").hidden = !reveal;
  if (!reveal) return;
  $("reveal-title").textContent = reveal.title;
  $("reveal-said").textContent = reveal.said || "";
  $("reveal-text").textContent = reveal.text;
  $("reveal-seats").replaceChildren(...reveal.seats.map((seat) => {
    const item = el("li");
    const swatch = el("span", "swatch");
    swatch.style.background = seat.colour;
    const dice = el("span", "row");
    seat.dice.forEach((face, index) => {
      const node = die(face);
      node.classList.add(seat.lit[index] ? "lit" : "dim");
      dice.appendChild(node);
    });
    item.append(swatch, el("span", "name", seat.name), dice);
    return item;
  }));
}

function renderTable() {
  const table = state.table;
  $("table").hidden = !table;
  if (!table) return;
  $("table-label").textContent = (words.table || "") + " · " + table.label;
  const box = el("div", "row");
  for (const item of table.items) box.appendChild(card(item));
  $("table-items").replaceChildren(box);
}

function choiceButton(entry, className) {
  const button = el("button", "choice " + (className || ""), entry.label);
  button.type = "button";
  button.dataset.choice = entry.id;
  button.onclick = () => choose(entry.id);
  return button;
}

function renderActions() {
  const box = $("actions");
  const choices = state.choices;
  box.hidden = choices.length === 0;
  box.replaceChildren();
  if (!choices.length) return;
  const bids = choices.filter((c) => c.bid);
  const values = choices.filter((c) => c.value !== undefined);
  const cards = choices.filter((c) => c.card);
  const others = choices.filter((c) => !c.bid && c.value === undefined && !c.card);
  if (bids.length) box.appendChild(bidStepper(bids));
  if (values.length) {
    box.appendChild(el("h2", "", words.announce || ""));
    const grid = el("div", "values");
    const truth = state.mine && state.mine.value;
    for (const entry of values) {
      const button = choiceButton(entry, "plain" + (entry.value === truth ? " truth" : ""));
      if (entry.value === truth) button.appendChild(el("small", "", words.truth || ""));
      grid.appendChild(button);
    }
    box.appendChild(grid);
  }
  if (cards.length) {
    const plays = cards.filter((c) => c.card === pickedCard);
    if (!plays.length) box.appendChild(el("p", "", words.pick_card || ""));
    for (const entry of plays) box.appendChild(choiceButton(entry));
    if (plays.length) {
      const back = el("button", "big choice plain", words.back || "");
      back.type = "button";
      back.id = "back";
      back.onclick = () => { pickedCard = null; render(); };
      box.appendChild(back);
    }
  }
  for (const entry of others) box.appendChild(choiceButton(entry, bids.length ? "plain" : ""));
}

// Perudo's bid: a quantity stepper and the six faces; only legal bids can be sent.
function bidStepper(bids) {
  const legal = (q, f) => bids.find((b) => b.bid[0] === q && b.bid[1] === f);
  const quantities = (f) => bids.filter((b) => b.bid[1] === f).map((b) => b.bid[0]);
  if (!stepper || !legal(stepper.quantity, stepper.face)) {
    stepper = { quantity: bids[0].bid[0], face: bids[0].bid[1] };
  }
  const box = el("div", "bidding");
  box.appendChild(el("h2", "", words.face || ""));
  const faces = el("div", "faces");
  for (let face = 1; face <= 6; face++) {
    const button = el("button", face === stepper.face ? "chosen" : "");
    button.type = "button";
    button.dataset.face = face;
    button.disabled = quantities(face).length === 0;
    button.appendChild(die(face));
    button.onclick = () => {
      const options = quantities(face);
      const same = options.includes(stepper.quantity);
      stepper = { quantity: same ? stepper.quantity : Math.min(...options), face: face };
      render();
    };
    faces.appendChild(button);
  }
  box.appendChild(faces);
  box.appendChild(el("h2", "", words.quantity || ""));
  const row = el("div", "stepper");
  const options = quantities(stepper.face);
  const step = (direction) => {
    const next = options.filter((q) => direction > 0 ? q > stepper.quantity : q < stepper.quantity);
    if (!next.length) return;
    stepper.quantity = direction > 0 ? Math.min(...next) : Math.max(...next);
    render();
  };
  const fewer = el("button", "", "−");
  fewer.type = "button";
  fewer.id = "fewer";
  fewer.setAttribute("aria-label", words.fewer || "-");
  fewer.disabled = !options.some((q) => q < stepper.quantity);
  fewer.onclick = () => step(-1);
  const more = el("button", "", "+");
  more.type = "button";
  more.id = "more";
  more.setAttribute("aria-label", words.more || "+");
  more.disabled = !options.some((q) => q > stepper.quantity);
  more.onclick = () => step(1);
  const shown = el("output", "", String(stepper.quantity));
  shown.id = "quantity";
  row.append(fewer, shown, more);
  box.appendChild(row);
  const chosen = legal(stepper.quantity, stepper.face);
  const bid = el("button", "big", (words.bid || "") + ": " + chosen.label);
  bid.type = "button";
  bid.id = "bid";
  bid.onclick = () => choose(chosen.id);
  box.appendChild(bid);
  return box;
}

function renderPlayers() {
  const list = $("players");
  list.replaceChildren(...state.players.map((player) => {
    const item = el("li", player.turn ? "turn" : "");
    const swatch = el("span", "swatch");
    swatch.style.background = player.colour;
    const name = el("span", "name", player.name);
    if (player.phone) name.appendChild(el("span", "phone-mark"));
    item.append(swatch, name, el("span", "detail", player.detail));
    return item;
  }));
}

// A new link for this page: start again with its token (the old connection is let go).
function follow() {
  const fresh = linkToken();
  if (fresh === token && !finished) return;
  token = fresh;
  finished = false;
  state = null;
  retryDelay = 500;
  notice("");
  const old = socket;
  socket = null;
  if (old) old.close(1000, "new link");
  $("status").textContent = words.connecting || "…";
  $("status").className = "";
  connect();
}

window.addEventListener("hashchange", follow);
window.addEventListener("pageshow", (event) => { if (event.persisted) follow(); });
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") {
    if (linkToken() !== token) follow(); else connect();
  }
});
token = linkToken();
connect();
