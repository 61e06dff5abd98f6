// Package storage keeps the page's values in the browser's local storage
// (My puzzles, the runs, the edited definition, the colour scheme, Play's
// games) so that nothing a person made is lost: not to a value the page
// cannot read, nor to a full storage.
//
// Local storage holds text under keys, and each value is JSON text,
// which the packages that own the values read and write with
// encoding/json (ui/mypuzzles, ui/page, ui/play, ui/player): the text is
// the one the page has always kept. Local is the browser's local storage
// as a Backend; outside the browser (the server's prerendering, native
// tests) it keeps nothing and says so (ErrUnavailable).
//
// The rules of this package:
//
//   - A list is read entry by entry (ReadList): an entry that cannot be
//     read is kept, verbatim, with the reason (Unread), and written back
//     with the list (WriteList), never dropped.
//   - A value that cannot be read at all is moved aside to a key of its
//     own before anything is written where it was (Place.Load): a write
//     never replaces a value the page could not read. A Place whose
//     value could not be moved aside writes nothing (ErrNotKeptAside).
//   - A write that the browser refuses (a full storage, ErrFull) leaves
//     what was kept before as it was, and Words says so in words.
package storage
