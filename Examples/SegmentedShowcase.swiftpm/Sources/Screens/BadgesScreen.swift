import SegmentedSwiftUI
import SwiftUI

/// Badges: a segment's label is any view, so a count can sit beside its title. Give such a
/// segment an accessibility label that says the count.
struct BadgesScreen: View {
    struct Mailbox: Identifiable {
        let id: String
        let unread: Int
    }

    let mailboxes = [
        Mailbox(id: "Inbox", unread: 3),
        Mailbox(id: "Mentions", unread: 0),
        Mailbox(id: "Archive", unread: 120),
    ]
    @State private var mailbox = "Inbox"

    var body: some View {
        SegmentedControl(selection: $mailbox, items: mailboxes) { mailbox in
            HStack(spacing: 4) {
                Text(mailbox.id)
                if mailbox.unread > 0 {
                    Text(mailbox.unread > 99 ? "99+" : "\(mailbox.unread)")
                        .font(.system(.caption, weight: .semibold))
                        .foregroundColor(.white)
                        .padding(.horizontal, 5)
                        .background(Capsule().fill(Color.red))
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(
                mailbox.unread > 0 ? "\(mailbox.id), \(mailbox.unread) new" : mailbox.id)
        }
        .segmentedControlStyle(.underline)
        .padding()
    }
}
